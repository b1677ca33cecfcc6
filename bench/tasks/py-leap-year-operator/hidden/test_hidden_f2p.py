from calendar_utils import is_leap


def test_ordinary_leap_years():
    assert is_leap(2024) and is_leap(1996)


def test_centuries_divisible_by_400_are_leap():
    assert is_leap(2000)
