// Package stats holds the few aggregates the dashboard needs, without a dependency.
package stats

import "errors"

// ErrEmpty is returned for aggregates of no numbers.
var ErrEmpty = errors.New("stats: empty input")

func Sum(xs []int) int {
	total := 0
	for _, x := range xs {
		total += x
	}
	return total
}

func Min(xs []int) (int, error) {
	if len(xs) == 0 {
		return 0, ErrEmpty
	}
	best := xs[0]
	for _, x := range xs[1:] {
		if x < best {
			best = x
		}
	}
	return best, nil
}

func Max(xs []int) (int, error) {
	if len(xs) == 0 {
		return 0, ErrEmpty
	}
	best := xs[0]
	for _, x := range xs[1:] {
		if x < best {
			best = x
		}
	}
	return best, nil
}
