package text

import (
	"testing"
	"unicode/utf8"
)

func TestHiddenF2PReverseAccents(t *testing.T) {
	if got := Reverse("héllo"); got != "olléh" {
		t.Fatalf("Reverse = %q, want olléh", got)
	}
}

func TestHiddenF2PReverseIsValidUTF8(t *testing.T) {
	if got := Reverse("日本語"); !utf8.ValidString(got) || got != "語本日" {
		t.Fatalf("Reverse = %q", got)
	}
}

func TestHiddenP2PEmptyAndShout(t *testing.T) {
	if Reverse("") != "" || Shout("hi") != "HI!" {
		t.Fatal("empty reverse or shout broke")
	}
}
