from units import furlong_to_meters, to_meters


def test_furlong():
    assert abs(to_meters(1, "furlong") - 201.168) < 1e-9
    assert abs(furlong_to_meters(8) - 1609.344) < 1e-9
