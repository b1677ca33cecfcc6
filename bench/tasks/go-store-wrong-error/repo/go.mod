module example.com/store

go 1.19
