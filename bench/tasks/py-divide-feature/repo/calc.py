"""The calculator's arithmetic, kept apart from parsing so it can be tested alone."""


def add(a, b):
    return a + b


def subtract(a, b):
    return a - b


def multiply(a, b):
    return a * b
