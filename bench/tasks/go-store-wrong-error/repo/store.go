// Package store is the in-memory key-value store the tests and the CLI share.
package store

import (
	"errors"
	"fmt"
	"sync"
)

// ErrNotFound reports a key that is not in the store.
var ErrNotFound = errors.New("not found")

type Store struct {
	mu   sync.Mutex
	data map[string]string
}

func New() *Store {
	return &Store{data: map[string]string{}}
}

func (s *Store) Put(key, value string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.data[key] = value
}

func (s *Store) Get(key string) (string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	v, ok := s.data[key]
	if !ok {
		return "", fmt.Errorf("key %q not found", key)
	}
	return v, nil
}
