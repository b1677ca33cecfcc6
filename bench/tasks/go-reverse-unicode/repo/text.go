// Package text has the string helpers the label printer needs.
package text

import "strings"

// Reverse returns s back to front.
func Reverse(s string) string {
	b := []byte(s)
	for i, j := 0, len(b)-1; i < j; i, j = i+1, j-1 {
		b[i], b[j] = b[j], b[i]
	}
	return string(b)
}

// Shout upper-cases s and adds an exclamation mark.
func Shout(s string) string {
	return strings.ToUpper(s) + "!"
}
