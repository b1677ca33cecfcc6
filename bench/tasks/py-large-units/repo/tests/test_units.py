from units import to_meters


def test_meter():
    assert to_meters(3, "meter") == 3


def test_mile():
    assert abs(to_meters(1, "mile") - 1609.344) < 1e-9
