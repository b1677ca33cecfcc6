package store

import "testing"

func TestPutGet(t *testing.T) {
	s := New()
	s.Put("a", "1")
	if v, err := s.Get("a"); err != nil || v != "1" {
		t.Fatalf("Get = %q, %v", v, err)
	}
}
