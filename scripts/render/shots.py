"""Every product image the store shows, as a scene: `blender -b -P
scripts/render/shots.py -- <shot> <out.png> [size] [samples]`. `npm run
render` (scripts/render.mjs) runs them all and turns them into the masters."""

import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import props  # noqa: E402
import related  # noqa: E402
import studio  # noqa: E402
from backpack import DEPTH, HEIGHT, backpack, opened_backpack  # noqa: E402

# Every studio shot looks at the bag from the same height and distance.
BAG_CENTRE = (0.0, 0.0, HEIGHT * 0.47)


def hero(colourway):
    def build():
        studio.backdrop()
        studio.studio_lights(target=(0, 0, HEIGHT * 0.5))
        backpack(colourway, rotation_z=-28)
        studio.camera(studio.orbit(BAG_CENTRE, 2.05, 0, 9), BAG_CENTRE, lens=85)

    return build


def expansion():
    """36L beside 60L, seen from the side, where the gusset shows."""
    studio.backdrop()
    studio.studio_lights(target=(0, 0, HEIGHT * 0.5), scale=1.2)
    backpack("black", location=(-0.25, 0.0, 0), rotation_z=-72)
    backpack("black", expanded=True, location=(0.25, 0.03, 0), rotation_z=-72)
    props.label("36L", (-0.25, -0.3, 0.005), size=0.06)
    props.label("60L", (0.25, -0.3, 0.005), size=0.06)
    target = (0.0, 0.0, HEIGHT * 0.45)
    studio.camera(studio.orbit(target, 2.3, 0, 8), target, lens=85)


def compression():
    """A week of folded clothes before and after the vacuum bay presses them."""
    studio.backdrop()
    studio.studio_lights(target=(0, 0, 0.15), scale=1.1)
    props.folded_stack((-0.22, 0.0, 0.0), count=6, thickness=0.05)
    props.vacuum_pack((0.22, 0.0, 0.0), count=6, thickness=0.05, squash=0.2)
    props.label("BEFORE", (-0.22, -0.2, 0.005), size=0.04)
    props.label("AFTER", (0.22, -0.2, 0.005), size=0.04)
    props.label("UP TO 80% LESS VOLUME", (0.0, 0.1, 0.36), size=0.035, hex_colour="#1e4d40")
    target = (0.0, 0.0, 0.1)
    studio.camera(studio.orbit(target, 1.8, 0, 20), target, lens=70)


def interior():
    """The bag opened flat, seen from above."""
    studio.backdrop()
    studio.studio_lights(target=(0, -0.2, 0.05), scale=1.1)
    opened_backpack("black")
    # What each part is, printed on the floor beside it.
    props.floor_label("Laptop sleeve", (0.19, 0.1, 0.001))
    props.floor_label("Compression bay", (0.19, -0.12, 0.001))
    props.floor_label("Mesh pockets", (0.19, -0.5, 0.001))
    target = (0.16, -0.24, 0.03)
    # Framed to the middle three quarters of its height: phones show the
    # gallery at 4:3, cropping the square's top and bottom eighths.
    studio.camera(studio.orbit(target, 2.6, 0, 64), target, lens=70)


def back_panel():
    studio.backdrop()
    studio.studio_lights(target=(0, 0, HEIGHT * 0.5))
    backpack("black", rotation_z=180 + 30)
    studio.camera(studio.orbit(BAG_CENTRE, 2.05, 0, 12), BAG_CENTRE, lens=85)


def gate(colourway="green", bag_at=(-0.28, 0.2, 0), turn=-20):
    """A departure gate: tiled floor, a bench with a passport and a coffee, a window."""
    props.floor_tiles()
    props.wall(1.2)
    props.window((0.2, 1.18, 1.75), width=3.2, height=1.3, strength=3.0)
    seat = props.bench((0.35, 0.55, 0))
    props.passport((0.2, 0.5, seat))
    props.cup((0.55, 0.5, seat))
    backpack(colourway, location=bag_at, rotation_z=turn)
    studio.sun(3.5, 4, (50, -25, 200))
    studio.area_light("fill", (-1.5, -2.0, 1.5), (0, 0.3, 0.3), 2.5, 120)


def in_use():
    """A travel scene: the bag beside a bench at a gate, daylight from a window."""
    gate()
    target = (-0.08, 0.35, 0.36)
    studio.camera(studio.orbit(target, 1.75, -16, 9), target, lens=50)


def review_airport():
    """A shopper's photo: the black bag on the floor at the gate, from standing height."""
    gate("black", bag_at=(0.0, -0.02, 0), turn=-35)
    target = (0.05, 0.3, 0.25)
    studio.camera(studio.orbit(target, 1.6, 12, 34), target, lens=35)


def review_hotel():
    """A shopper's photo: the grey bag on a hotel bed, by lamplight and a window."""
    props.wall(1.12, "#d8cfc2")
    top = props.bed((0, 0, 0))
    bag = backpack("grey", location=(0.1, -0.3, top - 0.03), rotation_z=-30)
    bag.rotation_euler = (math.radians(-82), 0, math.radians(-20))
    bag.location.z = top + 0.05
    studio.area_light("window", (-2.0, -0.6, 1.6), (0, -0.2, 0.5), 1.6, 180, (1.0, 0.97, 0.92))
    studio.area_light("lamp", (1.1, 0.8, 1.1), (0, -0.2, 0.5), 0.3, 60, (1.0, 0.8, 0.55))
    target = (0.05, -0.25, top)
    studio.camera(studio.orbit(target, 1.5, 18, 42), target, lens=35)


def review_train():
    """A shopper's photo: the bag lying on a train's luggage rack, from the seat below."""
    props.wall(0.3, "#8e959c")
    shelf = props.rack((0, 0.05, 1.3))
    backpack("black", location=(0.05, -0.1, shelf), rotation_z=-24)
    studio.area_light("ceiling", (0, -0.8, 2.3), (0, 0, 1.3), 1.5, 130)
    target = (0.05, -0.12, 1.35)
    studio.camera((0.3, -0.95, 1.6), target, lens=30)


def review_trail():
    """A shopper's photo: the Army Green bag on a stony trail under open sky."""
    props.rocky_ground()
    props.sky(0.06)
    studio.sun(2.5, 2, (40, 20, 140))
    backpack("green", location=(0.0, 0.2, 0.04), rotation_z=-25)
    target = (0.0, 0.2, 0.22)
    studio.camera(studio.orbit(target, 1.5, -10, 42), target, lens=35)


def related_shot(build_product, target_z, distance, azimuth=-24):
    """A related product in the gallery's studio, turned a little, from the same height."""

    def build():
        studio.backdrop()
        studio.studio_lights(target=(0, 0, target_z))
        build_product()
        target = (0.0, 0.0, target_z)
        studio.camera(studio.orbit(target, distance, azimuth, 12), target, lens=85)

    return build


SHOTS = {
    "backpack-black": hero("black"),
    "backpack-grey": hero("grey"),
    "backpack-green": hero("green"),
    "backpack-expansion": expansion,
    "backpack-compression": compression,
    "backpack-interior": interior,
    "backpack-back-panel": back_panel,
    "backpack-in-use": in_use,
    "related-packing-cubes": related_shot(related.packing_cubes, 0.14, 1.55),
    "related-carry-on": related_shot(related.carry_on, 0.42, 3.0),
    "related-sling": related_shot(related.sling, 0.24, 1.8, azimuth=0),
    "related-duffel": related_shot(related.duffel, 0.16, 1.9, azimuth=-14),
    "review-photo-airport": review_airport,
    "review-photo-hotel": review_hotel,
    "review-photo-train": review_train,
    "review-photo-trail": review_trail,
}


def main():
    args = sys.argv[sys.argv.index("--") + 1 :] if "--" in sys.argv else []
    name, out = args[0], args[1]
    size = int(args[2]) if len(args) > 2 else 1600
    samples = int(args[3]) if len(args) > 3 else 96
    scene = studio.reset()
    studio.configure(scene, size, samples)
    SHOTS[name]()
    studio.render(out)


if __name__ == "__main__":
    main()
