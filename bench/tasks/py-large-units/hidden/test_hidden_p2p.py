from units import UNITS, to_meters


def test_many_units_unchanged():
    assert abs(to_meters(1, "foot") - 0.3048) < 1e-12
    assert abs(to_meters(1, "chain") - 20.1168) < 1e-9
    assert len(UNITS) > 200
