from pricing import price_with_vat


def test_exact_prices():
    assert price_with_vat(10, 0.2) == 12.0
