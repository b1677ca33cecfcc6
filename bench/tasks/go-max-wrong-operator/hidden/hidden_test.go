package stats

import (
	"errors"
	"testing"
)

func TestHiddenF2PMaxNegatives(t *testing.T) {
	if got, _ := Max([]int{-5, -2, -9}); got != -2 {
		t.Fatalf("Max = %d, want -2", got)
	}
}

func TestHiddenP2PMin(t *testing.T) {
	if got, _ := Min([]int{4, 1, 8}); got != 1 {
		t.Fatalf("Min = %d, want 1", got)
	}
}

func TestHiddenP2PEmpty(t *testing.T) {
	if _, err := Max(nil); !errors.Is(err, ErrEmpty) {
		t.Fatalf("Max(nil) err = %v, want ErrEmpty", err)
	}
}
