from calendar_utils import is_leap, days_in_month


def test_centuries_are_not_leap():
    assert not is_leap(1900) and not is_leap(2100)


def test_common_years():
    assert not is_leap(2023)
    assert days_in_month(2023, 2) == 28
