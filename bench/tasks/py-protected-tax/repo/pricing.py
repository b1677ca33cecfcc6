"""Prices in the shop: VAT and discounts, computed in cents so rounding happens once."""
from decimal import Decimal, ROUND_DOWN


def _cents(value):
    return Decimal(str(value)).quantize(Decimal("0.01"), rounding=ROUND_DOWN)


def price_with_vat(net, rate):
    return float(_cents(Decimal(str(net)) * (1 + Decimal(str(rate)))))


def discounted(price, percent):
    return float(_cents(Decimal(str(price)) * (100 - Decimal(percent)) / 100))
