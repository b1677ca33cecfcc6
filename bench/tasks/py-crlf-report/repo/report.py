"""Totals for the warehouse's semicolon-separated stock report (exported by a Windows tool)."""


def parse_row(line):
    name, *quantities = line.strip().split(";")
    return name, [int(q) for q in quantities]


def row_total(line):
    _, quantities = parse_row(line)
    total = 0
    for i in range(len(quantities) - 1):
        total += quantities[i]
    return total


def report(lines):
    return {parse_row(line)[0]: row_total(line) for line in lines if line.strip()}
