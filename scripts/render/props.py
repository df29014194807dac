"""What stands beside the bag in a shot: folded clothes, a vacuum-packed
stack, a label, a bench, a passport, a cup, floors and walls."""

import math
import random

import bpy

import materials
from backpack import cylinder, rounded_box

CLOTHES = ["#3f5f8a", "#d8d2c4", "#9a3b34", "#2f3b2f", "#c9a46a", "#6a7f96"]


def label(text, location, size=0.05, hex_colour="#2a2c2e", rotation_z=0.0):
    """Words standing in the scene, facing the camera (-Y)."""
    bpy.ops.object.text_add(location=location)
    obj = bpy.context.active_object
    obj.data.body = text
    obj.data.size = size
    obj.data.align_x = "CENTER"
    obj.data.extrude = 0.002
    obj.rotation_euler = (math.radians(90), 0, math.radians(rotation_z))
    obj.data.materials.append(materials.matte(f"label-{text}", hex_colour, 0.6))
    return obj


def folded_stack(location, count=6, thickness=0.05, seed=3, squash=1.0):
    """Folded garments, one on another; `squash` below 1 presses them flat."""
    random.seed(seed)
    x, y, z = location
    pieces = []
    for index in range(count):
        height = thickness * squash
        colour = CLOTHES[index % len(CLOTHES)]
        material = materials.fabric(f"cloth-{seed}-{index}", colour, weave_scale=900, sheen=0.3, roughness=0.9, bump=0.3)
        piece = rounded_box(
            f"cloth-{seed}-{index}",
            (0.30 + random.uniform(-0.01, 0.01), 0.22 + random.uniform(-0.01, 0.01), height),
            (x + random.uniform(-0.008, 0.008), y + random.uniform(-0.008, 0.008), z + height / 2),
            min(0.02, height * 0.45),
            material,
            cast=0.15 if squash >= 1 else 0.05,
        )
        piece.rotation_euler = (0, 0, math.radians(random.uniform(-3, 3)))
        pieces.append(piece)
        z += height
    return pieces, z


def vacuum_pack(location, count=6, thickness=0.05, squash=0.2):
    """The stack pressed flat inside clear film, with its valve on top."""
    pieces, top = folded_stack(location, count, thickness, seed=3, squash=squash)
    x, y, z = location
    height = top - z
    film = rounded_box("film", (0.34, 0.26, height + 0.01), (x, y, z + height / 2), 0.012, materials.clear_film("film"), subdivisions=2)
    valve = cylinder("pack-valve", 0.022, 0.008, materials.plastic("pack-valve", "#202124", 0.4), (x + 0.08, y - 0.05, top + 0.008))
    return pieces + [film, valve]


def floor_tiles(size=8.0, tile=0.6, hex_a="#c9c6c0", hex_b="#bdb9b2"):
    bpy.ops.mesh.primitive_plane_add(size=size)
    floor = bpy.context.active_object
    material = materials.matte("tiles", hex_a, 0.35)
    nodes = material.node_tree.nodes
    links = material.node_tree.links
    checker = nodes.new("ShaderNodeTexChecker")
    checker.inputs["Scale"].default_value = size / tile
    checker.inputs["Color1"].default_value = materials.srgb(hex_a)
    checker.inputs["Color2"].default_value = materials.srgb(hex_b)
    coords = nodes.new("ShaderNodeTexCoord")
    links.new(coords.outputs["UV"], checker.inputs["Vector"])
    links.new(checker.outputs["Color"], nodes["Principled BSDF"].inputs["Base Color"])
    floor.data.materials.append(material)
    return floor


def wall(y, hex_colour="#e4e0d8", height=3.0, width=8.0):
    bpy.ops.mesh.primitive_plane_add(size=1.0, location=(0, y, height / 2))
    obj = bpy.context.active_object
    obj.scale = (width, height, 1)
    obj.rotation_euler = (math.radians(90), 0, 0)
    obj.data.materials.append(materials.matte("wall", hex_colour, 0.9))
    return obj


def window(location, width=2.4, height=1.6, strength=6.0):
    """A bright window pane: daylight, seen and casting light."""
    bpy.ops.mesh.primitive_plane_add(size=1.0, location=location)
    pane = bpy.context.active_object
    pane.scale = (width, height, 1)
    pane.rotation_euler = (math.radians(90), 0, 0)
    material = bpy.data.materials.new("daylight")
    material.use_nodes = True
    nodes = material.node_tree.nodes
    nodes.remove(nodes["Principled BSDF"])
    emission = nodes.new("ShaderNodeEmission")
    emission.inputs["Color"].default_value = (0.92, 0.96, 1.0, 1)
    emission.inputs["Strength"].default_value = strength
    material.node_tree.links.new(emission.outputs["Emission"], nodes["Material Output"].inputs["Surface"])
    pane.data.materials.append(material)
    # The frame's sill and mullion.
    frame = materials.matte("window-frame", "#55585c", 0.5)
    rounded_box("sill", (width + 0.1, 0.08, 0.05), (location[0], location[1] - 0.04, location[2] - height / 2), 0.01, frame, subdivisions=1)
    rounded_box("mullion", (0.035, 0.03, height), (location[0], location[1] - 0.015, location[2]), 0.005, frame, subdivisions=1)
    return pane


def bench(location, length=1.6):
    x, y, z = location
    wood = materials.wood("bench-wood")
    steel = materials.metal("bench-steel", "#77797c", 0.4)
    for index in range(3):
        rounded_box(f"slat-{index}", (length, 0.11, 0.03), (x, y - 0.12 + index * 0.125, z + 0.44), 0.008, wood, subdivisions=1)
    for side in (-1, 1):
        rounded_box(f"leg-{side}", (0.05, 0.38, 0.44), (x + side * (length / 2 - 0.15), y, z + 0.22), 0.01, steel, subdivisions=1)
    return z + 0.455


def passport(location, rotation_z=12.0):
    x, y, z = location
    cover = rounded_box("passport", (0.088, 0.125, 0.008), (x, y, z + 0.004), 0.0025, materials.matte("passport", "#1f2b4a", 0.7, 0.3), subdivisions=1)
    cover.rotation_euler = (0, 0, math.radians(rotation_z))
    cylinder("emblem", 0.018, 0.0008, materials.metal("gold", "#c6a15b", 0.35), (x, y + 0.01, z + 0.0085))
    return cover


def cup(location):
    x, y, z = location
    body = cylinder("cup", 0.04, 0.12, materials.matte("cup", "#f4f1ea", 0.6), (x, y, z + 0.06), vertices=48, bevel=0.004)
    cylinder("cup-sleeve", 0.0415, 0.03, materials.matte("sleeve", "#9b7b55", 0.85), (x, y, z + 0.055), vertices=48)
    cylinder("cup-lid", 0.042, 0.012, materials.plastic("lid", "#2a2a2a", 0.5), (x, y, z + 0.125), vertices=48)
    return body


def bed(location=(0, 0, 0)):
    """A made hotel bed: mattress, white duvet, two pillows, a headboard."""
    x, y, z = location
    linen = materials.fabric("linen", "#f3f1ec", weave_scale=1200, sheen=0.3, roughness=0.9, bump=0.3)
    rounded_box("mattress", (1.6, 2.0, 0.3), (x, y, z + 0.25), 0.06, materials.matte("base", "#c9c3b8", 0.8), subdivisions=2)
    duvet = rounded_box("duvet", (1.7, 1.5, 0.12), (x, y - 0.25, z + 0.44), 0.06, linen, cast=0.05, subdivisions=3)
    displace = duvet.modifiers.new("folds", "DISPLACE")
    texture = bpy.data.textures.new("folds", "CLOUDS")
    texture.noise_scale = 0.35
    displace.texture = texture
    displace.strength = 0.03
    for offset in (-0.4, 0.4):
        rounded_box("pillow", (0.65, 0.42, 0.16), (x + offset, y + 0.72, z + 0.5), 0.07, linen, cast=0.3, subdivisions=3)
    rounded_box("headboard", (1.8, 0.08, 0.9), (x, y + 1.02, z + 0.75), 0.03, materials.fabric("headboard", "#6b5b4b", sheen=0.4), subdivisions=2)
    return z + 0.5


def rack(location, length=1.6):
    """A train's luggage rack: steel rails on brackets, under the carriage wall."""
    x, y, z = location
    steel = materials.metal("rack-steel", "#a6a9ad", 0.25)
    for offset in range(6):
        cylinder("rail", 0.008, length, steel, (x, y - 0.05 * offset, z), (0, math.radians(90), 0))
    for side in (-1, 1):
        rounded_box("bracket", (0.02, 0.3, 0.04), (x + side * length * 0.4, y - 0.12, z - 0.02), 0.005, steel, subdivisions=1)
    return z + 0.008


def rocky_ground(size=8.0):
    """Trail ground: a rolling dirt and grass surface with stones."""
    bpy.ops.mesh.primitive_plane_add(size=size)
    ground = bpy.context.active_object
    bpy.ops.object.mode_set(mode="EDIT")
    bpy.ops.mesh.subdivide(number_cuts=80)
    bpy.ops.object.mode_set(mode="OBJECT")
    displace = ground.modifiers.new("terrain", "DISPLACE")
    texture = bpy.data.textures.new("terrain", "CLOUDS")
    texture.noise_scale = 0.5
    displace.texture = texture
    displace.strength = 0.08
    material = materials.matte("dirt", "#6b5a44", 0.95)
    nodes = material.node_tree.nodes
    links = material.node_tree.links
    noise = nodes.new("ShaderNodeTexNoise")
    noise.inputs["Scale"].default_value = 6.0
    noise.inputs["Detail"].default_value = 8.0
    ramp = nodes.new("ShaderNodeValToRGB")
    ramp.color_ramp.elements[0].color = materials.srgb("#3f4a2a")
    ramp.color_ramp.elements[1].color = materials.srgb("#6e5f49")
    ramp.color_ramp.elements[0].position = 0.42
    ramp.color_ramp.elements[1].position = 0.58
    links.new(noise.outputs["Fac"], ramp.inputs["Fac"])
    links.new(ramp.outputs["Color"], nodes["Principled BSDF"].inputs["Base Color"])
    ground.data.materials.append(material)
    for polygon in ground.data.polygons:
        polygon.use_smooth = True
    random.seed(7)
    stone = materials.matte("stone", "#4f4d49", 0.85)
    lumps = bpy.data.textures.new("lumps", "CLOUDS")
    lumps.noise_scale = 0.05
    for index in range(40):
        bpy.ops.mesh.primitive_ico_sphere_add(subdivisions=3, radius=random.uniform(0.02, 0.1), location=(random.uniform(-1.4, 1.4), random.uniform(-0.8, 2.0), 0.0))
        rock = bpy.context.active_object
        rock.scale = (1.0, random.uniform(0.6, 1.2), random.uniform(0.25, 0.45))
        rock.rotation_euler = (0, 0, random.uniform(0, math.pi))
        rough = rock.modifiers.new("rough", "DISPLACE")
        rough.texture = lumps
        rough.strength = 0.012
        rock.data.materials.append(stone)
    return ground


def sky(strength=1.0):
    """Daylight from a physical sky."""
    world = bpy.context.scene.world
    nodes = world.node_tree.nodes
    texture = nodes.new("ShaderNodeTexSky")
    texture.sky_type = "NISHITA"
    texture.sun_elevation = math.radians(35)
    texture.sun_rotation = math.radians(200)
    world.node_tree.links.new(texture.outputs["Color"], nodes["Background"].inputs["Color"])
    nodes["Background"].inputs["Strength"].default_value = strength


def floor_label(text, location, size=0.036, hex_colour="#2a2c2e", align="LEFT"):
    """Words printed flat on the floor, read from a camera above."""
    bpy.ops.object.text_add(location=location)
    obj = bpy.context.active_object
    obj.data.body = text
    obj.data.size = size
    obj.data.align_x = align
    obj.data.materials.append(materials.matte(f"floor-label-{text}", hex_colour, 0.6))
    return obj
