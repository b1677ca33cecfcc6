from calc import add, multiply, subtract


def test_existing_operations():
    assert add(1, 1) == 2 and subtract(5, 1) == 4 and multiply(2, 2) == 4
