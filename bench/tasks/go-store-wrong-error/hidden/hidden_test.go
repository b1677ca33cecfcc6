package store

import (
	"errors"
	"strings"
	"testing"
)

func TestHiddenF2PMissingKeyIsErrNotFound(t *testing.T) {
	_, err := New().Get("nope")
	if !errors.Is(err, ErrNotFound) {
		t.Fatalf("err = %v, want one wrapping ErrNotFound", err)
	}
}

func TestHiddenP2PErrorNamesTheKey(t *testing.T) {
	_, err := New().Get("nope")
	if err == nil || !strings.Contains(err.Error(), "nope") {
		t.Fatalf("err = %v, want it to name the key", err)
	}
}
