package stats

import "testing"

func TestSum(t *testing.T) {
	if got := Sum([]int{1, 2, 3}); got != 6 {
		t.Fatalf("Sum = %d, want 6", got)
	}
}

func TestMax(t *testing.T) {
	if got, _ := Max([]int{3, 9, 4}); got != 9 {
		t.Fatalf("Max = %d, want 9", got)
	}
}
