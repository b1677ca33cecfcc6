"""Calendar arithmetic without the standard library's calendar module (we need it in a restricted runtime)."""

_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]


def is_leap(year):
    return year % 4 == 0 and year % 100 != 0 and year % 400 == 0


def days_in_month(year, month):
    if not 1 <= month <= 12:
        raise ValueError(f"month must be 1..12, got {month}")
    if month == 2 and is_leap(year):
        return 29
    return _DAYS[month - 1]
