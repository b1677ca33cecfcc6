"""Length units for the survey importer: each converts to meters.

Generated once from the archive tables, then maintained by hand. Look a unit up by name with `to_meters`.
"""


def amsterdam_ell_to_meters(value):
    """The historical ell of the amsterdam region.

    Source factor: 1 amsterdam ell = 801.706 m.
    """
    if value < 0:
        raise ValueError("amsterdam_ell: lengths cannot be negative")
    return value * 801.706


def amsterdam_span_to_meters(value):
    """The historical span of the amsterdam region.

    Source factor: 1 amsterdam span = 51.011 m.
    """
    if value < 0:
        raise ValueError("amsterdam_span: lengths cannot be negative")
    return value * 51.011


def amsterdam_pace_to_meters(value):
    """The historical pace of the amsterdam region.

    Source factor: 1 amsterdam pace = 483.274 m.
    """
    if value < 0:
        raise ValueError("amsterdam_pace: lengths cannot be negative")
    return value * 483.274


def amsterdam_cubit_to_meters(value):
    """The historical cubit of the amsterdam region.

    Source factor: 1 amsterdam cubit = 371.882 m.
    """
    if value < 0:
        raise ValueError("amsterdam_cubit: lengths cannot be negative")
    return value * 371.882


def amsterdam_rope_to_meters(value):
    """The historical rope of the amsterdam region.

    Source factor: 1 amsterdam rope = 819.498 m.
    """
    if value < 0:
        raise ValueError("amsterdam_rope: lengths cannot be negative")
    return value * 819.498


def amsterdam_step_to_meters(value):
    """The historical step of the amsterdam region.

    Source factor: 1 amsterdam step = 297.226 m.
    """
    if value < 0:
        raise ValueError("amsterdam_step: lengths cannot be negative")
    return value * 297.226


def amsterdam_palm_to_meters(value):
    """The historical palm of the amsterdam region.

    Source factor: 1 amsterdam palm = 575.53 m.
    """
    if value < 0:
        raise ValueError("amsterdam_palm: lengths cannot be negative")
    return value * 575.53


def amsterdam_line_to_meters(value):
    """The historical line of the amsterdam region.

    Source factor: 1 amsterdam line = 39.37 m.
    """
    if value < 0:
        raise ValueError("amsterdam_line: lengths cannot be negative")
    return value * 39.37


def amsterdam_perch_to_meters(value):
    """The historical perch of the amsterdam region.

    Source factor: 1 amsterdam perch = 412.074 m.
    """
    if value < 0:
        raise ValueError("amsterdam_perch: lengths cannot be negative")
    return value * 412.074


def amsterdam_toise_to_meters(value):
    """The historical toise of the amsterdam region.

    Source factor: 1 amsterdam toise = 805.706 m.
    """
    if value < 0:
        raise ValueError("amsterdam_toise: lengths cannot be negative")
    return value * 805.706


def amsterdam_league_to_meters(value):
    """The historical league of the amsterdam region.

    Source factor: 1 amsterdam league = 545.922 m.
    """
    if value < 0:
        raise ValueError("amsterdam_league: lengths cannot be negative")
    return value * 545.922


def amsterdam_mile_to_meters(value):
    """The historical mile of the amsterdam region.

    Source factor: 1 amsterdam mile = 854.986 m.
    """
    if value < 0:
        raise ValueError("amsterdam_mile: lengths cannot be negative")
    return value * 854.986


def amsterdam_foot_to_meters(value):
    """The historical foot of the amsterdam region.

    Source factor: 1 amsterdam foot = 20.65 m.
    """
    if value < 0:
        raise ValueError("amsterdam_foot: lengths cannot be negative")
    return value * 20.65


def bavarian_ell_to_meters(value):
    """The historical ell of the bavarian region.

    Source factor: 1 bavarian ell = 753.162 m.
    """
    if value < 0:
        raise ValueError("bavarian_ell: lengths cannot be negative")
    return value * 753.162


def bavarian_span_to_meters(value):
    """The historical span of the bavarian region.

    Source factor: 1 bavarian span = 811.434 m.
    """
    if value < 0:
        raise ValueError("bavarian_span: lengths cannot be negative")
    return value * 811.434


def bavarian_pace_to_meters(value):
    """The historical pace of the bavarian region.

    Source factor: 1 bavarian pace = 617.45 m.
    """
    if value < 0:
        raise ValueError("bavarian_pace: lengths cannot be negative")
    return value * 617.45


def bavarian_cubit_to_meters(value):
    """The historical cubit of the bavarian region.

    Source factor: 1 bavarian cubit = 631.306 m.
    """
    if value < 0:
        raise ValueError("bavarian_cubit: lengths cannot be negative")
    return value * 631.306


def bavarian_rope_to_meters(value):
    """The historical rope of the bavarian region.

    Source factor: 1 bavarian rope = 492.81 m.
    """
    if value < 0:
        raise ValueError("bavarian_rope: lengths cannot be negative")
    return value * 492.81


def bavarian_step_to_meters(value):
    """The historical step of the bavarian region.

    Source factor: 1 bavarian step = 388.906 m.
    """
    if value < 0:
        raise ValueError("bavarian_step: lengths cannot be negative")
    return value * 388.906


def bavarian_palm_to_meters(value):
    """The historical palm of the bavarian region.

    Source factor: 1 bavarian palm = 446.41 m.
    """
    if value < 0:
        raise ValueError("bavarian_palm: lengths cannot be negative")
    return value * 446.41


def bavarian_line_to_meters(value):
    """The historical line of the bavarian region.

    Source factor: 1 bavarian line = 228.906 m.
    """
    if value < 0:
        raise ValueError("bavarian_line: lengths cannot be negative")
    return value * 228.906


def bavarian_perch_to_meters(value):
    """The historical perch of the bavarian region.

    Source factor: 1 bavarian perch = 535.658 m.
    """
    if value < 0:
        raise ValueError("bavarian_perch: lengths cannot be negative")
    return value * 535.658


def bavarian_toise_to_meters(value):
    """The historical toise of the bavarian region.

    Source factor: 1 bavarian toise = 69.834 m.
    """
    if value < 0:
        raise ValueError("bavarian_toise: lengths cannot be negative")
    return value * 69.834


def bavarian_league_to_meters(value):
    """The historical league of the bavarian region.

    Source factor: 1 bavarian league = 368.938 m.
    """
    if value < 0:
        raise ValueError("bavarian_league: lengths cannot be negative")
    return value * 368.938


def bavarian_mile_to_meters(value):
    """The historical mile of the bavarian region.

    Source factor: 1 bavarian mile = 503.594 m.
    """
    if value < 0:
        raise ValueError("bavarian_mile: lengths cannot be negative")
    return value * 503.594


def bavarian_foot_to_meters(value):
    """The historical foot of the bavarian region.

    Source factor: 1 bavarian foot = 869.77 m.
    """
    if value < 0:
        raise ValueError("bavarian_foot: lengths cannot be negative")
    return value * 869.77


def castilian_ell_to_meters(value):
    """The historical ell of the castilian region.

    Source factor: 1 castilian ell = 212.554 m.
    """
    if value < 0:
        raise ValueError("castilian_ell: lengths cannot be negative")
    return value * 212.554


def castilian_span_to_meters(value):
    """The historical span of the castilian region.

    Source factor: 1 castilian span = 464.33 m.
    """
    if value < 0:
        raise ValueError("castilian_span: lengths cannot be negative")
    return value * 464.33


def castilian_pace_to_meters(value):
    """The historical pace of the castilian region.

    Source factor: 1 castilian pace = 114.346 m.
    """
    if value < 0:
        raise ValueError("castilian_pace: lengths cannot be negative")
    return value * 114.346


def castilian_cubit_to_meters(value):
    """The historical cubit of the castilian region.

    Source factor: 1 castilian cubit = 29.066 m.
    """
    if value < 0:
        raise ValueError("castilian_cubit: lengths cannot be negative")
    return value * 29.066


def castilian_rope_to_meters(value):
    """The historical rope of the castilian region.

    Source factor: 1 castilian rope = 720.618 m.
    """
    if value < 0:
        raise ValueError("castilian_rope: lengths cannot be negative")
    return value * 720.618


def castilian_step_to_meters(value):
    """The historical step of the castilian region.

    Source factor: 1 castilian step = 873.61 m.
    """
    if value < 0:
        raise ValueError("castilian_step: lengths cannot be negative")
    return value * 873.61


def castilian_palm_to_meters(value):
    """The historical palm of the castilian region.

    Source factor: 1 castilian palm = 209.514 m.
    """
    if value < 0:
        raise ValueError("castilian_palm: lengths cannot be negative")
    return value * 209.514


def castilian_line_to_meters(value):
    """The historical line of the castilian region.

    Source factor: 1 castilian line = 476.834 m.
    """
    if value < 0:
        raise ValueError("castilian_line: lengths cannot be negative")
    return value * 476.834


def castilian_perch_to_meters(value):
    """The historical perch of the castilian region.

    Source factor: 1 castilian perch = 527.69 m.
    """
    if value < 0:
        raise ValueError("castilian_perch: lengths cannot be negative")
    return value * 527.69


def castilian_toise_to_meters(value):
    """The historical toise of the castilian region.

    Source factor: 1 castilian toise = 580.906 m.
    """
    if value < 0:
        raise ValueError("castilian_toise: lengths cannot be negative")
    return value * 580.906


def castilian_league_to_meters(value):
    """The historical league of the castilian region.

    Source factor: 1 castilian league = 723.882 m.
    """
    if value < 0:
        raise ValueError("castilian_league: lengths cannot be negative")
    return value * 723.882


def castilian_mile_to_meters(value):
    """The historical mile of the castilian region.

    Source factor: 1 castilian mile = 613.322 m.
    """
    if value < 0:
        raise ValueError("castilian_mile: lengths cannot be negative")
    return value * 613.322


def castilian_foot_to_meters(value):
    """The historical foot of the castilian region.

    Source factor: 1 castilian foot = 276.194 m.
    """
    if value < 0:
        raise ValueError("castilian_foot: lengths cannot be negative")
    return value * 276.194


def danish_ell_to_meters(value):
    """The historical ell of the danish region.

    Source factor: 1 danish ell = 836.938 m.
    """
    if value < 0:
        raise ValueError("danish_ell: lengths cannot be negative")
    return value * 836.938


def danish_span_to_meters(value):
    """The historical span of the danish region.

    Source factor: 1 danish span = 489.45 m.
    """
    if value < 0:
        raise ValueError("danish_span: lengths cannot be negative")
    return value * 489.45


def danish_pace_to_meters(value):
    """The historical pace of the danish region.

    Source factor: 1 danish pace = 115.274 m.
    """
    if value < 0:
        raise ValueError("danish_pace: lengths cannot be negative")
    return value * 115.274


def danish_cubit_to_meters(value):
    """The historical cubit of the danish region.

    Source factor: 1 danish cubit = 147.146 m.
    """
    if value < 0:
        raise ValueError("danish_cubit: lengths cannot be negative")
    return value * 147.146


def danish_rope_to_meters(value):
    """The historical rope of the danish region.

    Source factor: 1 danish rope = 796.106 m.
    """
    if value < 0:
        raise ValueError("danish_rope: lengths cannot be negative")
    return value * 796.106


def danish_step_to_meters(value):
    """The historical step of the danish region.

    Source factor: 1 danish step = 365.034 m.
    """
    if value < 0:
        raise ValueError("danish_step: lengths cannot be negative")
    return value * 365.034


def danish_palm_to_meters(value):
    """The historical palm of the danish region.

    Source factor: 1 danish palm = 25.386 m.
    """
    if value < 0:
        raise ValueError("danish_palm: lengths cannot be negative")
    return value * 25.386


def danish_line_to_meters(value):
    """The historical line of the danish region.

    Source factor: 1 danish line = 78.41 m.
    """
    if value < 0:
        raise ValueError("danish_line: lengths cannot be negative")
    return value * 78.41


def danish_perch_to_meters(value):
    """The historical perch of the danish region.

    Source factor: 1 danish perch = 220.842 m.
    """
    if value < 0:
        raise ValueError("danish_perch: lengths cannot be negative")
    return value * 220.842


def danish_toise_to_meters(value):
    """The historical toise of the danish region.

    Source factor: 1 danish toise = 545.002 m.
    """
    if value < 0:
        raise ValueError("danish_toise: lengths cannot be negative")
    return value * 545.002


def danish_league_to_meters(value):
    """The historical league of the danish region.

    Source factor: 1 danish league = 139.178 m.
    """
    if value < 0:
        raise ValueError("danish_league: lengths cannot be negative")
    return value * 139.178


def danish_mile_to_meters(value):
    """The historical mile of the danish region.

    Source factor: 1 danish mile = 448.33 m.
    """
    if value < 0:
        raise ValueError("danish_mile: lengths cannot be negative")
    return value * 448.33


def danish_foot_to_meters(value):
    """The historical foot of the danish region.

    Source factor: 1 danish foot = 218.954 m.
    """
    if value < 0:
        raise ValueError("danish_foot: lengths cannot be negative")
    return value * 218.954


def edo_ell_to_meters(value):
    """The historical ell of the edo region.

    Source factor: 1 edo ell = 77.45 m.
    """
    if value < 0:
        raise ValueError("edo_ell: lengths cannot be negative")
    return value * 77.45


def edo_span_to_meters(value):
    """The historical span of the edo region.

    Source factor: 1 edo span = 538.506 m.
    """
    if value < 0:
        raise ValueError("edo_span: lengths cannot be negative")
    return value * 538.506


def edo_pace_to_meters(value):
    """The historical pace of the edo region.

    Source factor: 1 edo pace = 197.162 m.
    """
    if value < 0:
        raise ValueError("edo_pace: lengths cannot be negative")
    return value * 197.162


def edo_cubit_to_meters(value):
    """The historical cubit of the edo region.

    Source factor: 1 edo cubit = 320.778 m.
    """
    if value < 0:
        raise ValueError("edo_cubit: lengths cannot be negative")
    return value * 320.778


def edo_rope_to_meters(value):
    """The historical rope of the edo region.

    Source factor: 1 edo rope = 365.002 m.
    """
    if value < 0:
        raise ValueError("edo_rope: lengths cannot be negative")
    return value * 365.002


def edo_step_to_meters(value):
    """The historical step of the edo region.

    Source factor: 1 edo step = 69.482 m.
    """
    if value < 0:
        raise ValueError("edo_step: lengths cannot be negative")
    return value * 69.482


def edo_palm_to_meters(value):
    """The historical palm of the edo region.

    Source factor: 1 edo palm = 299.466 m.
    """
    if value < 0:
        raise ValueError("edo_palm: lengths cannot be negative")
    return value * 299.466


def edo_line_to_meters(value):
    """The historical line of the edo region.

    Source factor: 1 edo line = 613.77 m.
    """
    if value < 0:
        raise ValueError("edo_line: lengths cannot be negative")
    return value * 613.77


def edo_perch_to_meters(value):
    """The historical perch of the edo region.

    Source factor: 1 edo perch = 579.146 m.
    """
    if value < 0:
        raise ValueError("edo_perch: lengths cannot be negative")
    return value * 579.146


def edo_toise_to_meters(value):
    """The historical toise of the edo region.

    Source factor: 1 edo toise = 376.714 m.
    """
    if value < 0:
        raise ValueError("edo_toise: lengths cannot be negative")
    return value * 376.714


def edo_league_to_meters(value):
    """The historical league of the edo region.

    Source factor: 1 edo league = 792.738 m.
    """
    if value < 0:
        raise ValueError("edo_league: lengths cannot be negative")
    return value * 792.738


def edo_mile_to_meters(value):
    """The historical mile of the edo region.

    Source factor: 1 edo mile = 243.146 m.
    """
    if value < 0:
        raise ValueError("edo_mile: lengths cannot be negative")
    return value * 243.146


def edo_foot_to_meters(value):
    """The historical foot of the edo region.

    Source factor: 1 edo foot = 350.41 m.
    """
    if value < 0:
        raise ValueError("edo_foot: lengths cannot be negative")
    return value * 350.41


def florentine_ell_to_meters(value):
    """The historical ell of the florentine region.

    Source factor: 1 florentine ell = 792.17 m.
    """
    if value < 0:
        raise ValueError("florentine_ell: lengths cannot be negative")
    return value * 792.17


def florentine_span_to_meters(value):
    """The historical span of the florentine region.

    Source factor: 1 florentine span = 893.61 m.
    """
    if value < 0:
        raise ValueError("florentine_span: lengths cannot be negative")
    return value * 893.61


def florentine_pace_to_meters(value):
    """The historical pace of the florentine region.

    Source factor: 1 florentine pace = 493.258 m.
    """
    if value < 0:
        raise ValueError("florentine_pace: lengths cannot be negative")
    return value * 493.258


def florentine_cubit_to_meters(value):
    """The historical cubit of the florentine region.

    Source factor: 1 florentine cubit = 49.002 m.
    """
    if value < 0:
        raise ValueError("florentine_cubit: lengths cannot be negative")
    return value * 49.002


def florentine_rope_to_meters(value):
    """The historical rope of the florentine region.

    Source factor: 1 florentine rope = 850.73 m.
    """
    if value < 0:
        raise ValueError("florentine_rope: lengths cannot be negative")
    return value * 850.73


def florentine_step_to_meters(value):
    """The historical step of the florentine region.

    Source factor: 1 florentine step = 810.122 m.
    """
    if value < 0:
        raise ValueError("florentine_step: lengths cannot be negative")
    return value * 810.122


def florentine_palm_to_meters(value):
    """The historical palm of the florentine region.

    Source factor: 1 florentine palm = 529.866 m.
    """
    if value < 0:
        raise ValueError("florentine_palm: lengths cannot be negative")
    return value * 529.866


def florentine_line_to_meters(value):
    """The historical line of the florentine region.

    Source factor: 1 florentine line = 189.29 m.
    """
    if value < 0:
        raise ValueError("florentine_line: lengths cannot be negative")
    return value * 189.29


def florentine_perch_to_meters(value):
    """The historical perch of the florentine region.

    Source factor: 1 florentine perch = 681.834 m.
    """
    if value < 0:
        raise ValueError("florentine_perch: lengths cannot be negative")
    return value * 681.834


def florentine_toise_to_meters(value):
    """The historical toise of the florentine region.

    Source factor: 1 florentine toise = 61.802 m.
    """
    if value < 0:
        raise ValueError("florentine_toise: lengths cannot be negative")
    return value * 61.802


def florentine_league_to_meters(value):
    """The historical league of the florentine region.

    Source factor: 1 florentine league = 711.85 m.
    """
    if value < 0:
        raise ValueError("florentine_league: lengths cannot be negative")
    return value * 711.85


def florentine_mile_to_meters(value):
    """The historical mile of the florentine region.

    Source factor: 1 florentine mile = 49.098 m.
    """
    if value < 0:
        raise ValueError("florentine_mile: lengths cannot be negative")
    return value * 49.098


def florentine_foot_to_meters(value):
    """The historical foot of the florentine region.

    Source factor: 1 florentine foot = 250.442 m.
    """
    if value < 0:
        raise ValueError("florentine_foot: lengths cannot be negative")
    return value * 250.442


def genoese_ell_to_meters(value):
    """The historical ell of the genoese region.

    Source factor: 1 genoese ell = 285.962 m.
    """
    if value < 0:
        raise ValueError("genoese_ell: lengths cannot be negative")
    return value * 285.962


def genoese_span_to_meters(value):
    """The historical span of the genoese region.

    Source factor: 1 genoese span = 360.426 m.
    """
    if value < 0:
        raise ValueError("genoese_span: lengths cannot be negative")
    return value * 360.426


def genoese_pace_to_meters(value):
    """The historical pace of the genoese region.

    Source factor: 1 genoese pace = 66.666 m.
    """
    if value < 0:
        raise ValueError("genoese_pace: lengths cannot be negative")
    return value * 66.666


def genoese_cubit_to_meters(value):
    """The historical cubit of the genoese region.

    Source factor: 1 genoese cubit = 240.514 m.
    """
    if value < 0:
        raise ValueError("genoese_cubit: lengths cannot be negative")
    return value * 240.514


def genoese_rope_to_meters(value):
    """The historical rope of the genoese region.

    Source factor: 1 genoese rope = 694.346 m.
    """
    if value < 0:
        raise ValueError("genoese_rope: lengths cannot be negative")
    return value * 694.346


def genoese_step_to_meters(value):
    """The historical step of the genoese region.

    Source factor: 1 genoese step = 660.042 m.
    """
    if value < 0:
        raise ValueError("genoese_step: lengths cannot be negative")
    return value * 660.042


def genoese_palm_to_meters(value):
    """The historical palm of the genoese region.

    Source factor: 1 genoese palm = 259.626 m.
    """
    if value < 0:
        raise ValueError("genoese_palm: lengths cannot be negative")
    return value * 259.626


def genoese_line_to_meters(value):
    """The historical line of the genoese region.

    Source factor: 1 genoese line = 21.258 m.
    """
    if value < 0:
        raise ValueError("genoese_line: lengths cannot be negative")
    return value * 21.258


def genoese_perch_to_meters(value):
    """The historical perch of the genoese region.

    Source factor: 1 genoese perch = 564.49 m.
    """
    if value < 0:
        raise ValueError("genoese_perch: lengths cannot be negative")
    return value * 564.49


def genoese_toise_to_meters(value):
    """The historical toise of the genoese region.

    Source factor: 1 genoese toise = 530.698 m.
    """
    if value < 0:
        raise ValueError("genoese_toise: lengths cannot be negative")
    return value * 530.698


def genoese_league_to_meters(value):
    """The historical league of the genoese region.

    Source factor: 1 genoese league = 650.634 m.
    """
    if value < 0:
        raise ValueError("genoese_league: lengths cannot be negative")
    return value * 650.634


def genoese_mile_to_meters(value):
    """The historical mile of the genoese region.

    Source factor: 1 genoese mile = 151.274 m.
    """
    if value < 0:
        raise ValueError("genoese_mile: lengths cannot be negative")
    return value * 151.274


def genoese_foot_to_meters(value):
    """The historical foot of the genoese region.

    Source factor: 1 genoese foot = 549.514 m.
    """
    if value < 0:
        raise ValueError("genoese_foot: lengths cannot be negative")
    return value * 549.514


def hanseatic_ell_to_meters(value):
    """The historical ell of the hanseatic region.

    Source factor: 1 hanseatic ell = 209.706 m.
    """
    if value < 0:
        raise ValueError("hanseatic_ell: lengths cannot be negative")
    return value * 209.706


def hanseatic_span_to_meters(value):
    """The historical span of the hanseatic region.

    Source factor: 1 hanseatic span = 621.386 m.
    """
    if value < 0:
        raise ValueError("hanseatic_span: lengths cannot be negative")
    return value * 621.386


def hanseatic_pace_to_meters(value):
    """The historical pace of the hanseatic region.

    Source factor: 1 hanseatic pace = 337.93 m.
    """
    if value < 0:
        raise ValueError("hanseatic_pace: lengths cannot be negative")
    return value * 337.93


def hanseatic_cubit_to_meters(value):
    """The historical cubit of the hanseatic region.

    Source factor: 1 hanseatic cubit = 344.49 m.
    """
    if value < 0:
        raise ValueError("hanseatic_cubit: lengths cannot be negative")
    return value * 344.49


def hanseatic_rope_to_meters(value):
    """The historical rope of the hanseatic region.

    Source factor: 1 hanseatic rope = 84.554 m.
    """
    if value < 0:
        raise ValueError("hanseatic_rope: lengths cannot be negative")
    return value * 84.554


def hanseatic_step_to_meters(value):
    """The historical step of the hanseatic region.

    Source factor: 1 hanseatic step = 186.186 m.
    """
    if value < 0:
        raise ValueError("hanseatic_step: lengths cannot be negative")
    return value * 186.186


def hanseatic_palm_to_meters(value):
    """The historical palm of the hanseatic region.

    Source factor: 1 hanseatic palm = 680.554 m.
    """
    if value < 0:
        raise ValueError("hanseatic_palm: lengths cannot be negative")
    return value * 680.554


def hanseatic_line_to_meters(value):
    """The historical line of the hanseatic region.

    Source factor: 1 hanseatic line = 412.042 m.
    """
    if value < 0:
        raise ValueError("hanseatic_line: lengths cannot be negative")
    return value * 412.042


def hanseatic_perch_to_meters(value):
    """The historical perch of the hanseatic region.

    Source factor: 1 hanseatic perch = 220.01 m.
    """
    if value < 0:
        raise ValueError("hanseatic_perch: lengths cannot be negative")
    return value * 220.01


def hanseatic_toise_to_meters(value):
    """The historical toise of the hanseatic region.

    Source factor: 1 hanseatic toise = 788.266 m.
    """
    if value < 0:
        raise ValueError("hanseatic_toise: lengths cannot be negative")
    return value * 788.266


def hanseatic_league_to_meters(value):
    """The historical league of the hanseatic region.

    Source factor: 1 hanseatic league = 815.082 m.
    """
    if value < 0:
        raise ValueError("hanseatic_league: lengths cannot be negative")
    return value * 815.082


def hanseatic_mile_to_meters(value):
    """The historical mile of the hanseatic region.

    Source factor: 1 hanseatic mile = 640.298 m.
    """
    if value < 0:
        raise ValueError("hanseatic_mile: lengths cannot be negative")
    return value * 640.298


def hanseatic_foot_to_meters(value):
    """The historical foot of the hanseatic region.

    Source factor: 1 hanseatic foot = 508.266 m.
    """
    if value < 0:
        raise ValueError("hanseatic_foot: lengths cannot be negative")
    return value * 508.266


def ionian_ell_to_meters(value):
    """The historical ell of the ionian region.

    Source factor: 1 ionian ell = 788.802 m.
    """
    if value < 0:
        raise ValueError("ionian_ell: lengths cannot be negative")
    return value * 788.802


def ionian_span_to_meters(value):
    """The historical span of the ionian region.

    Source factor: 1 ionian span = 887.69 m.
    """
    if value < 0:
        raise ValueError("ionian_span: lengths cannot be negative")
    return value * 887.69


def ionian_pace_to_meters(value):
    """The historical pace of the ionian region.

    Source factor: 1 ionian pace = 560.778 m.
    """
    if value < 0:
        raise ValueError("ionian_pace: lengths cannot be negative")
    return value * 560.778


def ionian_cubit_to_meters(value):
    """The historical cubit of the ionian region.

    Source factor: 1 ionian cubit = 543.85 m.
    """
    if value < 0:
        raise ValueError("ionian_cubit: lengths cannot be negative")
    return value * 543.85


def ionian_rope_to_meters(value):
    """The historical rope of the ionian region.

    Source factor: 1 ionian rope = 818.442 m.
    """
    if value < 0:
        raise ValueError("ionian_rope: lengths cannot be negative")
    return value * 818.442


def ionian_step_to_meters(value):
    """The historical step of the ionian region.

    Source factor: 1 ionian step = 221.098 m.
    """
    if value < 0:
        raise ValueError("ionian_step: lengths cannot be negative")
    return value * 221.098


def ionian_palm_to_meters(value):
    """The historical palm of the ionian region.

    Source factor: 1 ionian palm = 311.882 m.
    """
    if value < 0:
        raise ValueError("ionian_palm: lengths cannot be negative")
    return value * 311.882


def ionian_line_to_meters(value):
    """The historical line of the ionian region.

    Source factor: 1 ionian line = 424.554 m.
    """
    if value < 0:
        raise ValueError("ionian_line: lengths cannot be negative")
    return value * 424.554


def ionian_perch_to_meters(value):
    """The historical perch of the ionian region.

    Source factor: 1 ionian perch = 456.898 m.
    """
    if value < 0:
        raise ValueError("ionian_perch: lengths cannot be negative")
    return value * 456.898


def ionian_toise_to_meters(value):
    """The historical toise of the ionian region.

    Source factor: 1 ionian toise = 171.946 m.
    """
    if value < 0:
        raise ValueError("ionian_toise: lengths cannot be negative")
    return value * 171.946


def ionian_league_to_meters(value):
    """The historical league of the ionian region.

    Source factor: 1 ionian league = 715.85 m.
    """
    if value < 0:
        raise ValueError("ionian_league: lengths cannot be negative")
    return value * 715.85


def ionian_mile_to_meters(value):
    """The historical mile of the ionian region.

    Source factor: 1 ionian mile = 496.266 m.
    """
    if value < 0:
        raise ValueError("ionian_mile: lengths cannot be negative")
    return value * 496.266


def ionian_foot_to_meters(value):
    """The historical foot of the ionian region.

    Source factor: 1 ionian foot = 409.002 m.
    """
    if value < 0:
        raise ValueError("ionian_foot: lengths cannot be negative")
    return value * 409.002


def jutland_ell_to_meters(value):
    """The historical ell of the jutland region.

    Source factor: 1 jutland ell = 682.986 m.
    """
    if value < 0:
        raise ValueError("jutland_ell: lengths cannot be negative")
    return value * 682.986


def jutland_span_to_meters(value):
    """The historical span of the jutland region.

    Source factor: 1 jutland span = 33.482 m.
    """
    if value < 0:
        raise ValueError("jutland_span: lengths cannot be negative")
    return value * 33.482


def jutland_pace_to_meters(value):
    """The historical pace of the jutland region.

    Source factor: 1 jutland pace = 140.938 m.
    """
    if value < 0:
        raise ValueError("jutland_pace: lengths cannot be negative")
    return value * 140.938


def jutland_cubit_to_meters(value):
    """The historical cubit of the jutland region.

    Source factor: 1 jutland cubit = 664.074 m.
    """
    if value < 0:
        raise ValueError("jutland_cubit: lengths cannot be negative")
    return value * 664.074


def jutland_rope_to_meters(value):
    """The historical rope of the jutland region.

    Source factor: 1 jutland rope = 225.418 m.
    """
    if value < 0:
        raise ValueError("jutland_rope: lengths cannot be negative")
    return value * 225.418


def jutland_step_to_meters(value):
    """The historical step of the jutland region.

    Source factor: 1 jutland step = 513.29 m.
    """
    if value < 0:
        raise ValueError("jutland_step: lengths cannot be negative")
    return value * 513.29


def jutland_palm_to_meters(value):
    """The historical palm of the jutland region.

    Source factor: 1 jutland palm = 30.09 m.
    """
    if value < 0:
        raise ValueError("jutland_palm: lengths cannot be negative")
    return value * 30.09


def jutland_line_to_meters(value):
    """The historical line of the jutland region.

    Source factor: 1 jutland line = 500.65 m.
    """
    if value < 0:
        raise ValueError("jutland_line: lengths cannot be negative")
    return value * 500.65


def jutland_perch_to_meters(value):
    """The historical perch of the jutland region.

    Source factor: 1 jutland perch = 21.226 m.
    """
    if value < 0:
        raise ValueError("jutland_perch: lengths cannot be negative")
    return value * 21.226


def jutland_toise_to_meters(value):
    """The historical toise of the jutland region.

    Source factor: 1 jutland toise = 12.65 m.
    """
    if value < 0:
        raise ValueError("jutland_toise: lengths cannot be negative")
    return value * 12.65


def jutland_league_to_meters(value):
    """The historical league of the jutland region.

    Source factor: 1 jutland league = 710.986 m.
    """
    if value < 0:
        raise ValueError("jutland_league: lengths cannot be negative")
    return value * 710.986


def jutland_mile_to_meters(value):
    """The historical mile of the jutland region.

    Source factor: 1 jutland mile = 656.842 m.
    """
    if value < 0:
        raise ValueError("jutland_mile: lengths cannot be negative")
    return value * 656.842


def jutland_foot_to_meters(value):
    """The historical foot of the jutland region.

    Source factor: 1 jutland foot = 411.786 m.
    """
    if value < 0:
        raise ValueError("jutland_foot: lengths cannot be negative")
    return value * 411.786


def meter_to_meters(value):
    """The SI base unit of length.

    Source factor: 1 meter = 1 m.
    """
    if value < 0:
        raise ValueError("meter: lengths cannot be negative")
    return value * 1


def millimeter_to_meters(value):
    """A thousandth of a meter.

    Source factor: 1 millimeter = 0.001 m.
    """
    if value < 0:
        raise ValueError("millimeter: lengths cannot be negative")
    return value * 0.001


def centimeter_to_meters(value):
    """A hundredth of a meter.

    Source factor: 1 centimeter = 0.01 m.
    """
    if value < 0:
        raise ValueError("centimeter: lengths cannot be negative")
    return value * 0.01


def kilometer_to_meters(value):
    """A thousand meters.

    Source factor: 1 kilometer = 1000 m.
    """
    if value < 0:
        raise ValueError("kilometer: lengths cannot be negative")
    return value * 1000


def inch_to_meters(value):
    """Exactly 25.4 mm since 1959.

    Source factor: 1 inch = 0.0254 m.
    """
    if value < 0:
        raise ValueError("inch: lengths cannot be negative")
    return value * 0.0254


def foot_to_meters(value):
    """Twelve inches.

    Source factor: 1 foot = 0.3048 m.
    """
    if value < 0:
        raise ValueError("foot: lengths cannot be negative")
    return value * 0.3048


def yard_to_meters(value):
    """Three feet.

    Source factor: 1 yard = 0.9144 m.
    """
    if value < 0:
        raise ValueError("yard: lengths cannot be negative")
    return value * 0.9144


def chain_to_meters(value):
    """Gunter's chain: 66 feet.

    Source factor: 1 chain = 20.1168 m.
    """
    if value < 0:
        raise ValueError("chain: lengths cannot be negative")
    return value * 20.1168


def furlong_to_meters(value):
    """Ten chains: 660 feet.

    Source factor: 1 furlong = 201.168 m.
    """
    if value < 0:
        raise ValueError("furlong: lengths cannot be negative")
    return value * 210.168


def mile_to_meters(value):
    """Eight furlongs.

    Source factor: 1 mile = 1609.344 m.
    """
    if value < 0:
        raise ValueError("mile: lengths cannot be negative")
    return value * 1609.344


def nautical_mile_to_meters(value):
    """By international agreement, 1852 m.

    Source factor: 1 nautical mile = 1852 m.
    """
    if value < 0:
        raise ValueError("nautical_mile: lengths cannot be negative")
    return value * 1852


def fathom_to_meters(value):
    """Six feet.

    Source factor: 1 fathom = 1.8288 m.
    """
    if value < 0:
        raise ValueError("fathom: lengths cannot be negative")
    return value * 1.8288


def league_to_meters(value):
    """Three miles.

    Source factor: 1 league = 4828.032 m.
    """
    if value < 0:
        raise ValueError("league: lengths cannot be negative")
    return value * 4828.032


def rod_to_meters(value):
    """A quarter chain.

    Source factor: 1 rod = 5.0292 m.
    """
    if value < 0:
        raise ValueError("rod: lengths cannot be negative")
    return value * 5.0292


def hand_to_meters(value):
    """Four inches, for horses.

    Source factor: 1 hand = 0.1016 m.
    """
    if value < 0:
        raise ValueError("hand: lengths cannot be negative")
    return value * 0.1016


def kyoto_ell_to_meters(value):
    """The historical ell of the kyoto region.

    Source factor: 1 kyoto ell = 167.53 m.
    """
    if value < 0:
        raise ValueError("kyoto_ell: lengths cannot be negative")
    return value * 167.53


def kyoto_span_to_meters(value):
    """The historical span of the kyoto region.

    Source factor: 1 kyoto span = 449.13 m.
    """
    if value < 0:
        raise ValueError("kyoto_span: lengths cannot be negative")
    return value * 449.13


def kyoto_pace_to_meters(value):
    """The historical pace of the kyoto region.

    Source factor: 1 kyoto pace = 809.514 m.
    """
    if value < 0:
        raise ValueError("kyoto_pace: lengths cannot be negative")
    return value * 809.514


def kyoto_cubit_to_meters(value):
    """The historical cubit of the kyoto region.

    Source factor: 1 kyoto cubit = 747.978 m.
    """
    if value < 0:
        raise ValueError("kyoto_cubit: lengths cannot be negative")
    return value * 747.978


def kyoto_rope_to_meters(value):
    """The historical rope of the kyoto region.

    Source factor: 1 kyoto rope = 433.802 m.
    """
    if value < 0:
        raise ValueError("kyoto_rope: lengths cannot be negative")
    return value * 433.802


def kyoto_step_to_meters(value):
    """The historical step of the kyoto region.

    Source factor: 1 kyoto step = 481.418 m.
    """
    if value < 0:
        raise ValueError("kyoto_step: lengths cannot be negative")
    return value * 481.418


def kyoto_palm_to_meters(value):
    """The historical palm of the kyoto region.

    Source factor: 1 kyoto palm = 650.698 m.
    """
    if value < 0:
        raise ValueError("kyoto_palm: lengths cannot be negative")
    return value * 650.698


def kyoto_line_to_meters(value):
    """The historical line of the kyoto region.

    Source factor: 1 kyoto line = 318.026 m.
    """
    if value < 0:
        raise ValueError("kyoto_line: lengths cannot be negative")
    return value * 318.026


def kyoto_perch_to_meters(value):
    """The historical perch of the kyoto region.

    Source factor: 1 kyoto perch = 409.578 m.
    """
    if value < 0:
        raise ValueError("kyoto_perch: lengths cannot be negative")
    return value * 409.578


def kyoto_toise_to_meters(value):
    """The historical toise of the kyoto region.

    Source factor: 1 kyoto toise = 719.146 m.
    """
    if value < 0:
        raise ValueError("kyoto_toise: lengths cannot be negative")
    return value * 719.146


def kyoto_league_to_meters(value):
    """The historical league of the kyoto region.

    Source factor: 1 kyoto league = 689.93 m.
    """
    if value < 0:
        raise ValueError("kyoto_league: lengths cannot be negative")
    return value * 689.93


def kyoto_mile_to_meters(value):
    """The historical mile of the kyoto region.

    Source factor: 1 kyoto mile = 19.274 m.
    """
    if value < 0:
        raise ValueError("kyoto_mile: lengths cannot be negative")
    return value * 19.274


def kyoto_foot_to_meters(value):
    """The historical foot of the kyoto region.

    Source factor: 1 kyoto foot = 14.634 m.
    """
    if value < 0:
        raise ValueError("kyoto_foot: lengths cannot be negative")
    return value * 14.634


def lisbon_ell_to_meters(value):
    """The historical ell of the lisbon region.

    Source factor: 1 lisbon ell = 498.154 m.
    """
    if value < 0:
        raise ValueError("lisbon_ell: lengths cannot be negative")
    return value * 498.154


def lisbon_span_to_meters(value):
    """The historical span of the lisbon region.

    Source factor: 1 lisbon span = 816.394 m.
    """
    if value < 0:
        raise ValueError("lisbon_span: lengths cannot be negative")
    return value * 816.394


def lisbon_pace_to_meters(value):
    """The historical pace of the lisbon region.

    Source factor: 1 lisbon pace = 887.338 m.
    """
    if value < 0:
        raise ValueError("lisbon_pace: lengths cannot be negative")
    return value * 887.338


def lisbon_cubit_to_meters(value):
    """The historical cubit of the lisbon region.

    Source factor: 1 lisbon cubit = 496.458 m.
    """
    if value < 0:
        raise ValueError("lisbon_cubit: lengths cannot be negative")
    return value * 496.458


def lisbon_rope_to_meters(value):
    """The historical rope of the lisbon region.

    Source factor: 1 lisbon rope = 80.522 m.
    """
    if value < 0:
        raise ValueError("lisbon_rope: lengths cannot be negative")
    return value * 80.522


def lisbon_step_to_meters(value):
    """The historical step of the lisbon region.

    Source factor: 1 lisbon step = 764.682 m.
    """
    if value < 0:
        raise ValueError("lisbon_step: lengths cannot be negative")
    return value * 764.682


def lisbon_palm_to_meters(value):
    """The historical palm of the lisbon region.

    Source factor: 1 lisbon palm = 898.41 m.
    """
    if value < 0:
        raise ValueError("lisbon_palm: lengths cannot be negative")
    return value * 898.41


def lisbon_line_to_meters(value):
    """The historical line of the lisbon region.

    Source factor: 1 lisbon line = 268.778 m.
    """
    if value < 0:
        raise ValueError("lisbon_line: lengths cannot be negative")
    return value * 268.778


def lisbon_perch_to_meters(value):
    """The historical perch of the lisbon region.

    Source factor: 1 lisbon perch = 85.706 m.
    """
    if value < 0:
        raise ValueError("lisbon_perch: lengths cannot be negative")
    return value * 85.706


def lisbon_toise_to_meters(value):
    """The historical toise of the lisbon region.

    Source factor: 1 lisbon toise = 869.098 m.
    """
    if value < 0:
        raise ValueError("lisbon_toise: lengths cannot be negative")
    return value * 869.098


def lisbon_league_to_meters(value):
    """The historical league of the lisbon region.

    Source factor: 1 lisbon league = 829.546 m.
    """
    if value < 0:
        raise ValueError("lisbon_league: lengths cannot be negative")
    return value * 829.546


def lisbon_mile_to_meters(value):
    """The historical mile of the lisbon region.

    Source factor: 1 lisbon mile = 609.162 m.
    """
    if value < 0:
        raise ValueError("lisbon_mile: lengths cannot be negative")
    return value * 609.162


def lisbon_foot_to_meters(value):
    """The historical foot of the lisbon region.

    Source factor: 1 lisbon foot = 793.738 m.
    """
    if value < 0:
        raise ValueError("lisbon_foot: lengths cannot be negative")
    return value * 793.738


def milanese_ell_to_meters(value):
    """The historical ell of the milanese region.

    Source factor: 1 milanese ell = 14.026 m.
    """
    if value < 0:
        raise ValueError("milanese_ell: lengths cannot be negative")
    return value * 14.026


def milanese_span_to_meters(value):
    """The historical span of the milanese region.

    Source factor: 1 milanese span = 119.722 m.
    """
    if value < 0:
        raise ValueError("milanese_span: lengths cannot be negative")
    return value * 119.722


def milanese_pace_to_meters(value):
    """The historical pace of the milanese region.

    Source factor: 1 milanese pace = 181.002 m.
    """
    if value < 0:
        raise ValueError("milanese_pace: lengths cannot be negative")
    return value * 181.002


def milanese_cubit_to_meters(value):
    """The historical cubit of the milanese region.

    Source factor: 1 milanese cubit = 897.986 m.
    """
    if value < 0:
        raise ValueError("milanese_cubit: lengths cannot be negative")
    return value * 897.986


def milanese_rope_to_meters(value):
    """The historical rope of the milanese region.

    Source factor: 1 milanese rope = 229.194 m.
    """
    if value < 0:
        raise ValueError("milanese_rope: lengths cannot be negative")
    return value * 229.194


def milanese_step_to_meters(value):
    """The historical step of the milanese region.

    Source factor: 1 milanese step = 728.522 m.
    """
    if value < 0:
        raise ValueError("milanese_step: lengths cannot be negative")
    return value * 728.522


def milanese_palm_to_meters(value):
    """The historical palm of the milanese region.

    Source factor: 1 milanese palm = 273.674 m.
    """
    if value < 0:
        raise ValueError("milanese_palm: lengths cannot be negative")
    return value * 273.674


def milanese_line_to_meters(value):
    """The historical line of the milanese region.

    Source factor: 1 milanese line = 544.362 m.
    """
    if value < 0:
        raise ValueError("milanese_line: lengths cannot be negative")
    return value * 544.362


def milanese_perch_to_meters(value):
    """The historical perch of the milanese region.

    Source factor: 1 milanese perch = 420.458 m.
    """
    if value < 0:
        raise ValueError("milanese_perch: lengths cannot be negative")
    return value * 420.458


def milanese_toise_to_meters(value):
    """The historical toise of the milanese region.

    Source factor: 1 milanese toise = 26.666 m.
    """
    if value < 0:
        raise ValueError("milanese_toise: lengths cannot be negative")
    return value * 26.666


def milanese_league_to_meters(value):
    """The historical league of the milanese region.

    Source factor: 1 milanese league = 295.402 m.
    """
    if value < 0:
        raise ValueError("milanese_league: lengths cannot be negative")
    return value * 295.402


def milanese_mile_to_meters(value):
    """The historical mile of the milanese region.

    Source factor: 1 milanese mile = 874.954 m.
    """
    if value < 0:
        raise ValueError("milanese_mile: lengths cannot be negative")
    return value * 874.954


def milanese_foot_to_meters(value):
    """The historical foot of the milanese region.

    Source factor: 1 milanese foot = 342.474 m.
    """
    if value < 0:
        raise ValueError("milanese_foot: lengths cannot be negative")
    return value * 342.474


def norse_ell_to_meters(value):
    """The historical ell of the norse region.

    Source factor: 1 norse ell = 811.754 m.
    """
    if value < 0:
        raise ValueError("norse_ell: lengths cannot be negative")
    return value * 811.754


def norse_span_to_meters(value):
    """The historical span of the norse region.

    Source factor: 1 norse span = 473.866 m.
    """
    if value < 0:
        raise ValueError("norse_span: lengths cannot be negative")
    return value * 473.866


def norse_pace_to_meters(value):
    """The historical pace of the norse region.

    Source factor: 1 norse pace = 273.77 m.
    """
    if value < 0:
        raise ValueError("norse_pace: lengths cannot be negative")
    return value * 273.77


def norse_cubit_to_meters(value):
    """The historical cubit of the norse region.

    Source factor: 1 norse cubit = 802.986 m.
    """
    if value < 0:
        raise ValueError("norse_cubit: lengths cannot be negative")
    return value * 802.986


def norse_rope_to_meters(value):
    """The historical rope of the norse region.

    Source factor: 1 norse rope = 252.522 m.
    """
    if value < 0:
        raise ValueError("norse_rope: lengths cannot be negative")
    return value * 252.522


def norse_step_to_meters(value):
    """The historical step of the norse region.

    Source factor: 1 norse step = 351.69 m.
    """
    if value < 0:
        raise ValueError("norse_step: lengths cannot be negative")
    return value * 351.69


def norse_palm_to_meters(value):
    """The historical palm of the norse region.

    Source factor: 1 norse palm = 856.266 m.
    """
    if value < 0:
        raise ValueError("norse_palm: lengths cannot be negative")
    return value * 856.266


def norse_line_to_meters(value):
    """The historical line of the norse region.

    Source factor: 1 norse line = 653.322 m.
    """
    if value < 0:
        raise ValueError("norse_line: lengths cannot be negative")
    return value * 653.322


def norse_perch_to_meters(value):
    """The historical perch of the norse region.

    Source factor: 1 norse perch = 349.93 m.
    """
    if value < 0:
        raise ValueError("norse_perch: lengths cannot be negative")
    return value * 349.93


def norse_toise_to_meters(value):
    """The historical toise of the norse region.

    Source factor: 1 norse toise = 464.202 m.
    """
    if value < 0:
        raise ValueError("norse_toise: lengths cannot be negative")
    return value * 464.202


def norse_league_to_meters(value):
    """The historical league of the norse region.

    Source factor: 1 norse league = 79.818 m.
    """
    if value < 0:
        raise ValueError("norse_league: lengths cannot be negative")
    return value * 79.818


def norse_mile_to_meters(value):
    """The historical mile of the norse region.

    Source factor: 1 norse mile = 148.234 m.
    """
    if value < 0:
        raise ValueError("norse_mile: lengths cannot be negative")
    return value * 148.234


def norse_foot_to_meters(value):
    """The historical foot of the norse region.

    Source factor: 1 norse foot = 554.794 m.
    """
    if value < 0:
        raise ValueError("norse_foot: lengths cannot be negative")
    return value * 554.794


def ottoman_ell_to_meters(value):
    """The historical ell of the ottoman region.

    Source factor: 1 ottoman ell = 872.33 m.
    """
    if value < 0:
        raise ValueError("ottoman_ell: lengths cannot be negative")
    return value * 872.33


def ottoman_span_to_meters(value):
    """The historical span of the ottoman region.

    Source factor: 1 ottoman span = 422.314 m.
    """
    if value < 0:
        raise ValueError("ottoman_span: lengths cannot be negative")
    return value * 422.314


def ottoman_pace_to_meters(value):
    """The historical pace of the ottoman region.

    Source factor: 1 ottoman pace = 611.85 m.
    """
    if value < 0:
        raise ValueError("ottoman_pace: lengths cannot be negative")
    return value * 611.85


def ottoman_cubit_to_meters(value):
    """The historical cubit of the ottoman region.

    Source factor: 1 ottoman cubit = 548.682 m.
    """
    if value < 0:
        raise ValueError("ottoman_cubit: lengths cannot be negative")
    return value * 548.682


def ottoman_rope_to_meters(value):
    """The historical rope of the ottoman region.

    Source factor: 1 ottoman rope = 521.226 m.
    """
    if value < 0:
        raise ValueError("ottoman_rope: lengths cannot be negative")
    return value * 521.226


def ottoman_step_to_meters(value):
    """The historical step of the ottoman region.

    Source factor: 1 ottoman step = 448.394 m.
    """
    if value < 0:
        raise ValueError("ottoman_step: lengths cannot be negative")
    return value * 448.394


def ottoman_palm_to_meters(value):
    """The historical palm of the ottoman region.

    Source factor: 1 ottoman palm = 381.162 m.
    """
    if value < 0:
        raise ValueError("ottoman_palm: lengths cannot be negative")
    return value * 381.162


def ottoman_line_to_meters(value):
    """The historical line of the ottoman region.

    Source factor: 1 ottoman line = 625.93 m.
    """
    if value < 0:
        raise ValueError("ottoman_line: lengths cannot be negative")
    return value * 625.93


def ottoman_perch_to_meters(value):
    """The historical perch of the ottoman region.

    Source factor: 1 ottoman perch = 780.97 m.
    """
    if value < 0:
        raise ValueError("ottoman_perch: lengths cannot be negative")
    return value * 780.97


def ottoman_toise_to_meters(value):
    """The historical toise of the ottoman region.

    Source factor: 1 ottoman toise = 395.466 m.
    """
    if value < 0:
        raise ValueError("ottoman_toise: lengths cannot be negative")
    return value * 395.466


def ottoman_league_to_meters(value):
    """The historical league of the ottoman region.

    Source factor: 1 ottoman league = 215.85 m.
    """
    if value < 0:
        raise ValueError("ottoman_league: lengths cannot be negative")
    return value * 215.85


def ottoman_mile_to_meters(value):
    """The historical mile of the ottoman region.

    Source factor: 1 ottoman mile = 263.338 m.
    """
    if value < 0:
        raise ValueError("ottoman_mile: lengths cannot be negative")
    return value * 263.338


def ottoman_foot_to_meters(value):
    """The historical foot of the ottoman region.

    Source factor: 1 ottoman foot = 842.538 m.
    """
    if value < 0:
        raise ValueError("ottoman_foot: lengths cannot be negative")
    return value * 842.538


def prussian_ell_to_meters(value):
    """The historical ell of the prussian region.

    Source factor: 1 prussian ell = 213.674 m.
    """
    if value < 0:
        raise ValueError("prussian_ell: lengths cannot be negative")
    return value * 213.674


def prussian_span_to_meters(value):
    """The historical span of the prussian region.

    Source factor: 1 prussian span = 670.402 m.
    """
    if value < 0:
        raise ValueError("prussian_span: lengths cannot be negative")
    return value * 670.402


def prussian_pace_to_meters(value):
    """The historical pace of the prussian region.

    Source factor: 1 prussian pace = 452.554 m.
    """
    if value < 0:
        raise ValueError("prussian_pace: lengths cannot be negative")
    return value * 452.554


def prussian_cubit_to_meters(value):
    """The historical cubit of the prussian region.

    Source factor: 1 prussian cubit = 877.45 m.
    """
    if value < 0:
        raise ValueError("prussian_cubit: lengths cannot be negative")
    return value * 877.45


def prussian_rope_to_meters(value):
    """The historical rope of the prussian region.

    Source factor: 1 prussian rope = 663.434 m.
    """
    if value < 0:
        raise ValueError("prussian_rope: lengths cannot be negative")
    return value * 663.434


def prussian_step_to_meters(value):
    """The historical step of the prussian region.

    Source factor: 1 prussian step = 61.578 m.
    """
    if value < 0:
        raise ValueError("prussian_step: lengths cannot be negative")
    return value * 61.578


def prussian_palm_to_meters(value):
    """The historical palm of the prussian region.

    Source factor: 1 prussian palm = 460.042 m.
    """
    if value < 0:
        raise ValueError("prussian_palm: lengths cannot be negative")
    return value * 460.042


def prussian_line_to_meters(value):
    """The historical line of the prussian region.

    Source factor: 1 prussian line = 5.354 m.
    """
    if value < 0:
        raise ValueError("prussian_line: lengths cannot be negative")
    return value * 5.354


def prussian_perch_to_meters(value):
    """The historical perch of the prussian region.

    Source factor: 1 prussian perch = 303.818 m.
    """
    if value < 0:
        raise ValueError("prussian_perch: lengths cannot be negative")
    return value * 303.818


def prussian_toise_to_meters(value):
    """The historical toise of the prussian region.

    Source factor: 1 prussian toise = 837.322 m.
    """
    if value < 0:
        raise ValueError("prussian_toise: lengths cannot be negative")
    return value * 837.322


def prussian_league_to_meters(value):
    """The historical league of the prussian region.

    Source factor: 1 prussian league = 841.762 m.
    """
    if value < 0:
        raise ValueError("prussian_league: lengths cannot be negative")
    return value * 841.762


def prussian_mile_to_meters(value):
    """The historical mile of the prussian region.

    Source factor: 1 prussian mile = 719.498 m.
    """
    if value < 0:
        raise ValueError("prussian_mile: lengths cannot be negative")
    return value * 719.498


def prussian_foot_to_meters(value):
    """The historical foot of the prussian region.

    Source factor: 1 prussian foot = 522.058 m.
    """
    if value < 0:
        raise ValueError("prussian_foot: lengths cannot be negative")
    return value * 522.058


def quebec_ell_to_meters(value):
    """The historical ell of the quebec region.

    Source factor: 1 quebec ell = 529.802 m.
    """
    if value < 0:
        raise ValueError("quebec_ell: lengths cannot be negative")
    return value * 529.802


def quebec_span_to_meters(value):
    """The historical span of the quebec region.

    Source factor: 1 quebec span = 138.698 m.
    """
    if value < 0:
        raise ValueError("quebec_span: lengths cannot be negative")
    return value * 138.698


def quebec_pace_to_meters(value):
    """The historical pace of the quebec region.

    Source factor: 1 quebec pace = 741.994 m.
    """
    if value < 0:
        raise ValueError("quebec_pace: lengths cannot be negative")
    return value * 741.994


def quebec_cubit_to_meters(value):
    """The historical cubit of the quebec region.

    Source factor: 1 quebec cubit = 589.578 m.
    """
    if value < 0:
        raise ValueError("quebec_cubit: lengths cannot be negative")
    return value * 589.578


def quebec_rope_to_meters(value):
    """The historical rope of the quebec region.

    Source factor: 1 quebec rope = 633.738 m.
    """
    if value < 0:
        raise ValueError("quebec_rope: lengths cannot be negative")
    return value * 633.738


def quebec_step_to_meters(value):
    """The historical step of the quebec region.

    Source factor: 1 quebec step = 426.538 m.
    """
    if value < 0:
        raise ValueError("quebec_step: lengths cannot be negative")
    return value * 426.538


def quebec_palm_to_meters(value):
    """The historical palm of the quebec region.

    Source factor: 1 quebec palm = 169.866 m.
    """
    if value < 0:
        raise ValueError("quebec_palm: lengths cannot be negative")
    return value * 169.866


def quebec_line_to_meters(value):
    """The historical line of the quebec region.

    Source factor: 1 quebec line = 348.394 m.
    """
    if value < 0:
        raise ValueError("quebec_line: lengths cannot be negative")
    return value * 348.394


def quebec_perch_to_meters(value):
    """The historical perch of the quebec region.

    Source factor: 1 quebec perch = 346.762 m.
    """
    if value < 0:
        raise ValueError("quebec_perch: lengths cannot be negative")
    return value * 346.762


def quebec_toise_to_meters(value):
    """The historical toise of the quebec region.

    Source factor: 1 quebec toise = 99.242 m.
    """
    if value < 0:
        raise ValueError("quebec_toise: lengths cannot be negative")
    return value * 99.242


def quebec_league_to_meters(value):
    """The historical league of the quebec region.

    Source factor: 1 quebec league = 780.17 m.
    """
    if value < 0:
        raise ValueError("quebec_league: lengths cannot be negative")
    return value * 780.17


def quebec_mile_to_meters(value):
    """The historical mile of the quebec region.

    Source factor: 1 quebec mile = 490.986 m.
    """
    if value < 0:
        raise ValueError("quebec_mile: lengths cannot be negative")
    return value * 490.986


def quebec_foot_to_meters(value):
    """The historical foot of the quebec region.

    Source factor: 1 quebec foot = 570.634 m.
    """
    if value < 0:
        raise ValueError("quebec_foot: lengths cannot be negative")
    return value * 570.634


def roman_ell_to_meters(value):
    """The historical ell of the roman region.

    Source factor: 1 roman ell = 375.53 m.
    """
    if value < 0:
        raise ValueError("roman_ell: lengths cannot be negative")
    return value * 375.53


def roman_span_to_meters(value):
    """The historical span of the roman region.

    Source factor: 1 roman span = 565.322 m.
    """
    if value < 0:
        raise ValueError("roman_span: lengths cannot be negative")
    return value * 565.322


def roman_pace_to_meters(value):
    """The historical pace of the roman region.

    Source factor: 1 roman pace = 567.338 m.
    """
    if value < 0:
        raise ValueError("roman_pace: lengths cannot be negative")
    return value * 567.338


def roman_cubit_to_meters(value):
    """The historical cubit of the roman region.

    Source factor: 1 roman cubit = 610.186 m.
    """
    if value < 0:
        raise ValueError("roman_cubit: lengths cannot be negative")
    return value * 610.186


def roman_rope_to_meters(value):
    """The historical rope of the roman region.

    Source factor: 1 roman rope = 588.554 m.
    """
    if value < 0:
        raise ValueError("roman_rope: lengths cannot be negative")
    return value * 588.554


def roman_step_to_meters(value):
    """The historical step of the roman region.

    Source factor: 1 roman step = 330.57 m.
    """
    if value < 0:
        raise ValueError("roman_step: lengths cannot be negative")
    return value * 330.57


def roman_palm_to_meters(value):
    """The historical palm of the roman region.

    Source factor: 1 roman palm = 859.402 m.
    """
    if value < 0:
        raise ValueError("roman_palm: lengths cannot be negative")
    return value * 859.402


def roman_line_to_meters(value):
    """The historical line of the roman region.

    Source factor: 1 roman line = 700.298 m.
    """
    if value < 0:
        raise ValueError("roman_line: lengths cannot be negative")
    return value * 700.298


def roman_perch_to_meters(value):
    """The historical perch of the roman region.

    Source factor: 1 roman perch = 299.978 m.
    """
    if value < 0:
        raise ValueError("roman_perch: lengths cannot be negative")
    return value * 299.978


def roman_toise_to_meters(value):
    """The historical toise of the roman region.

    Source factor: 1 roman toise = 309.866 m.
    """
    if value < 0:
        raise ValueError("roman_toise: lengths cannot be negative")
    return value * 309.866


def roman_league_to_meters(value):
    """The historical league of the roman region.

    Source factor: 1 roman league = 100.266 m.
    """
    if value < 0:
        raise ValueError("roman_league: lengths cannot be negative")
    return value * 100.266


def roman_mile_to_meters(value):
    """The historical mile of the roman region.

    Source factor: 1 roman mile = 631.402 m.
    """
    if value < 0:
        raise ValueError("roman_mile: lengths cannot be negative")
    return value * 631.402


def roman_foot_to_meters(value):
    """The historical foot of the roman region.

    Source factor: 1 roman foot = 749.834 m.
    """
    if value < 0:
        raise ValueError("roman_foot: lengths cannot be negative")
    return value * 749.834


UNITS = {
    "amsterdam_ell": amsterdam_ell_to_meters,
    "amsterdam_span": amsterdam_span_to_meters,
    "amsterdam_pace": amsterdam_pace_to_meters,
    "amsterdam_cubit": amsterdam_cubit_to_meters,
    "amsterdam_rope": amsterdam_rope_to_meters,
    "amsterdam_step": amsterdam_step_to_meters,
    "amsterdam_palm": amsterdam_palm_to_meters,
    "amsterdam_line": amsterdam_line_to_meters,
    "amsterdam_perch": amsterdam_perch_to_meters,
    "amsterdam_toise": amsterdam_toise_to_meters,
    "amsterdam_league": amsterdam_league_to_meters,
    "amsterdam_mile": amsterdam_mile_to_meters,
    "amsterdam_foot": amsterdam_foot_to_meters,
    "bavarian_ell": bavarian_ell_to_meters,
    "bavarian_span": bavarian_span_to_meters,
    "bavarian_pace": bavarian_pace_to_meters,
    "bavarian_cubit": bavarian_cubit_to_meters,
    "bavarian_rope": bavarian_rope_to_meters,
    "bavarian_step": bavarian_step_to_meters,
    "bavarian_palm": bavarian_palm_to_meters,
    "bavarian_line": bavarian_line_to_meters,
    "bavarian_perch": bavarian_perch_to_meters,
    "bavarian_toise": bavarian_toise_to_meters,
    "bavarian_league": bavarian_league_to_meters,
    "bavarian_mile": bavarian_mile_to_meters,
    "bavarian_foot": bavarian_foot_to_meters,
    "castilian_ell": castilian_ell_to_meters,
    "castilian_span": castilian_span_to_meters,
    "castilian_pace": castilian_pace_to_meters,
    "castilian_cubit": castilian_cubit_to_meters,
    "castilian_rope": castilian_rope_to_meters,
    "castilian_step": castilian_step_to_meters,
    "castilian_palm": castilian_palm_to_meters,
    "castilian_line": castilian_line_to_meters,
    "castilian_perch": castilian_perch_to_meters,
    "castilian_toise": castilian_toise_to_meters,
    "castilian_league": castilian_league_to_meters,
    "castilian_mile": castilian_mile_to_meters,
    "castilian_foot": castilian_foot_to_meters,
    "danish_ell": danish_ell_to_meters,
    "danish_span": danish_span_to_meters,
    "danish_pace": danish_pace_to_meters,
    "danish_cubit": danish_cubit_to_meters,
    "danish_rope": danish_rope_to_meters,
    "danish_step": danish_step_to_meters,
    "danish_palm": danish_palm_to_meters,
    "danish_line": danish_line_to_meters,
    "danish_perch": danish_perch_to_meters,
    "danish_toise": danish_toise_to_meters,
    "danish_league": danish_league_to_meters,
    "danish_mile": danish_mile_to_meters,
    "danish_foot": danish_foot_to_meters,
    "edo_ell": edo_ell_to_meters,
    "edo_span": edo_span_to_meters,
    "edo_pace": edo_pace_to_meters,
    "edo_cubit": edo_cubit_to_meters,
    "edo_rope": edo_rope_to_meters,
    "edo_step": edo_step_to_meters,
    "edo_palm": edo_palm_to_meters,
    "edo_line": edo_line_to_meters,
    "edo_perch": edo_perch_to_meters,
    "edo_toise": edo_toise_to_meters,
    "edo_league": edo_league_to_meters,
    "edo_mile": edo_mile_to_meters,
    "edo_foot": edo_foot_to_meters,
    "florentine_ell": florentine_ell_to_meters,
    "florentine_span": florentine_span_to_meters,
    "florentine_pace": florentine_pace_to_meters,
    "florentine_cubit": florentine_cubit_to_meters,
    "florentine_rope": florentine_rope_to_meters,
    "florentine_step": florentine_step_to_meters,
    "florentine_palm": florentine_palm_to_meters,
    "florentine_line": florentine_line_to_meters,
    "florentine_perch": florentine_perch_to_meters,
    "florentine_toise": florentine_toise_to_meters,
    "florentine_league": florentine_league_to_meters,
    "florentine_mile": florentine_mile_to_meters,
    "florentine_foot": florentine_foot_to_meters,
    "genoese_ell": genoese_ell_to_meters,
    "genoese_span": genoese_span_to_meters,
    "genoese_pace": genoese_pace_to_meters,
    "genoese_cubit": genoese_cubit_to_meters,
    "genoese_rope": genoese_rope_to_meters,
    "genoese_step": genoese_step_to_meters,
    "genoese_palm": genoese_palm_to_meters,
    "genoese_line": genoese_line_to_meters,
    "genoese_perch": genoese_perch_to_meters,
    "genoese_toise": genoese_toise_to_meters,
    "genoese_league": genoese_league_to_meters,
    "genoese_mile": genoese_mile_to_meters,
    "genoese_foot": genoese_foot_to_meters,
    "hanseatic_ell": hanseatic_ell_to_meters,
    "hanseatic_span": hanseatic_span_to_meters,
    "hanseatic_pace": hanseatic_pace_to_meters,
    "hanseatic_cubit": hanseatic_cubit_to_meters,
    "hanseatic_rope": hanseatic_rope_to_meters,
    "hanseatic_step": hanseatic_step_to_meters,
    "hanseatic_palm": hanseatic_palm_to_meters,
    "hanseatic_line": hanseatic_line_to_meters,
    "hanseatic_perch": hanseatic_perch_to_meters,
    "hanseatic_toise": hanseatic_toise_to_meters,
    "hanseatic_league": hanseatic_league_to_meters,
    "hanseatic_mile": hanseatic_mile_to_meters,
    "hanseatic_foot": hanseatic_foot_to_meters,
    "ionian_ell": ionian_ell_to_meters,
    "ionian_span": ionian_span_to_meters,
    "ionian_pace": ionian_pace_to_meters,
    "ionian_cubit": ionian_cubit_to_meters,
    "ionian_rope": ionian_rope_to_meters,
    "ionian_step": ionian_step_to_meters,
    "ionian_palm": ionian_palm_to_meters,
    "ionian_line": ionian_line_to_meters,
    "ionian_perch": ionian_perch_to_meters,
    "ionian_toise": ionian_toise_to_meters,
    "ionian_league": ionian_league_to_meters,
    "ionian_mile": ionian_mile_to_meters,
    "ionian_foot": ionian_foot_to_meters,
    "jutland_ell": jutland_ell_to_meters,
    "jutland_span": jutland_span_to_meters,
    "jutland_pace": jutland_pace_to_meters,
    "jutland_cubit": jutland_cubit_to_meters,
    "jutland_rope": jutland_rope_to_meters,
    "jutland_step": jutland_step_to_meters,
    "jutland_palm": jutland_palm_to_meters,
    "jutland_line": jutland_line_to_meters,
    "jutland_perch": jutland_perch_to_meters,
    "jutland_toise": jutland_toise_to_meters,
    "jutland_league": jutland_league_to_meters,
    "jutland_mile": jutland_mile_to_meters,
    "jutland_foot": jutland_foot_to_meters,
    "meter": meter_to_meters,
    "millimeter": millimeter_to_meters,
    "centimeter": centimeter_to_meters,
    "kilometer": kilometer_to_meters,
    "inch": inch_to_meters,
    "foot": foot_to_meters,
    "yard": yard_to_meters,
    "chain": chain_to_meters,
    "furlong": furlong_to_meters,
    "mile": mile_to_meters,
    "nautical_mile": nautical_mile_to_meters,
    "fathom": fathom_to_meters,
    "league": league_to_meters,
    "rod": rod_to_meters,
    "hand": hand_to_meters,
    "kyoto_ell": kyoto_ell_to_meters,
    "kyoto_span": kyoto_span_to_meters,
    "kyoto_pace": kyoto_pace_to_meters,
    "kyoto_cubit": kyoto_cubit_to_meters,
    "kyoto_rope": kyoto_rope_to_meters,
    "kyoto_step": kyoto_step_to_meters,
    "kyoto_palm": kyoto_palm_to_meters,
    "kyoto_line": kyoto_line_to_meters,
    "kyoto_perch": kyoto_perch_to_meters,
    "kyoto_toise": kyoto_toise_to_meters,
    "kyoto_league": kyoto_league_to_meters,
    "kyoto_mile": kyoto_mile_to_meters,
    "kyoto_foot": kyoto_foot_to_meters,
    "lisbon_ell": lisbon_ell_to_meters,
    "lisbon_span": lisbon_span_to_meters,
    "lisbon_pace": lisbon_pace_to_meters,
    "lisbon_cubit": lisbon_cubit_to_meters,
    "lisbon_rope": lisbon_rope_to_meters,
    "lisbon_step": lisbon_step_to_meters,
    "lisbon_palm": lisbon_palm_to_meters,
    "lisbon_line": lisbon_line_to_meters,
    "lisbon_perch": lisbon_perch_to_meters,
    "lisbon_toise": lisbon_toise_to_meters,
    "lisbon_league": lisbon_league_to_meters,
    "lisbon_mile": lisbon_mile_to_meters,
    "lisbon_foot": lisbon_foot_to_meters,
    "milanese_ell": milanese_ell_to_meters,
    "milanese_span": milanese_span_to_meters,
    "milanese_pace": milanese_pace_to_meters,
    "milanese_cubit": milanese_cubit_to_meters,
    "milanese_rope": milanese_rope_to_meters,
    "milanese_step": milanese_step_to_meters,
    "milanese_palm": milanese_palm_to_meters,
    "milanese_line": milanese_line_to_meters,
    "milanese_perch": milanese_perch_to_meters,
    "milanese_toise": milanese_toise_to_meters,
    "milanese_league": milanese_league_to_meters,
    "milanese_mile": milanese_mile_to_meters,
    "milanese_foot": milanese_foot_to_meters,
    "norse_ell": norse_ell_to_meters,
    "norse_span": norse_span_to_meters,
    "norse_pace": norse_pace_to_meters,
    "norse_cubit": norse_cubit_to_meters,
    "norse_rope": norse_rope_to_meters,
    "norse_step": norse_step_to_meters,
    "norse_palm": norse_palm_to_meters,
    "norse_line": norse_line_to_meters,
    "norse_perch": norse_perch_to_meters,
    "norse_toise": norse_toise_to_meters,
    "norse_league": norse_league_to_meters,
    "norse_mile": norse_mile_to_meters,
    "norse_foot": norse_foot_to_meters,
    "ottoman_ell": ottoman_ell_to_meters,
    "ottoman_span": ottoman_span_to_meters,
    "ottoman_pace": ottoman_pace_to_meters,
    "ottoman_cubit": ottoman_cubit_to_meters,
    "ottoman_rope": ottoman_rope_to_meters,
    "ottoman_step": ottoman_step_to_meters,
    "ottoman_palm": ottoman_palm_to_meters,
    "ottoman_line": ottoman_line_to_meters,
    "ottoman_perch": ottoman_perch_to_meters,
    "ottoman_toise": ottoman_toise_to_meters,
    "ottoman_league": ottoman_league_to_meters,
    "ottoman_mile": ottoman_mile_to_meters,
    "ottoman_foot": ottoman_foot_to_meters,
    "prussian_ell": prussian_ell_to_meters,
    "prussian_span": prussian_span_to_meters,
    "prussian_pace": prussian_pace_to_meters,
    "prussian_cubit": prussian_cubit_to_meters,
    "prussian_rope": prussian_rope_to_meters,
    "prussian_step": prussian_step_to_meters,
    "prussian_palm": prussian_palm_to_meters,
    "prussian_line": prussian_line_to_meters,
    "prussian_perch": prussian_perch_to_meters,
    "prussian_toise": prussian_toise_to_meters,
    "prussian_league": prussian_league_to_meters,
    "prussian_mile": prussian_mile_to_meters,
    "prussian_foot": prussian_foot_to_meters,
    "quebec_ell": quebec_ell_to_meters,
    "quebec_span": quebec_span_to_meters,
    "quebec_pace": quebec_pace_to_meters,
    "quebec_cubit": quebec_cubit_to_meters,
    "quebec_rope": quebec_rope_to_meters,
    "quebec_step": quebec_step_to_meters,
    "quebec_palm": quebec_palm_to_meters,
    "quebec_line": quebec_line_to_meters,
    "quebec_perch": quebec_perch_to_meters,
    "quebec_toise": quebec_toise_to_meters,
    "quebec_league": quebec_league_to_meters,
    "quebec_mile": quebec_mile_to_meters,
    "quebec_foot": quebec_foot_to_meters,
    "roman_ell": roman_ell_to_meters,
    "roman_span": roman_span_to_meters,
    "roman_pace": roman_pace_to_meters,
    "roman_cubit": roman_cubit_to_meters,
    "roman_rope": roman_rope_to_meters,
    "roman_step": roman_step_to_meters,
    "roman_palm": roman_palm_to_meters,
    "roman_line": roman_line_to_meters,
    "roman_perch": roman_perch_to_meters,
    "roman_toise": roman_toise_to_meters,
    "roman_league": roman_league_to_meters,
    "roman_mile": roman_mile_to_meters,
    "roman_foot": roman_foot_to_meters,
}


def to_meters(value, unit):
    try:
        convert = UNITS[unit]
    except KeyError:
        raise ValueError(f"unknown unit {unit!r}") from None
    return convert(value)
