"""Materials for the renders: woven nylon with a soft sheen, zip tape and
teeth, brushed metal, moulded plastic, spacer mesh and lining."""

import bpy


def srgb(hex_colour):
    """#rrggbb as linear RGBA, the space Blender's colour inputs take."""
    channels = [int(hex_colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return (*linear, 1.0)


def _principled(name):
    material = bpy.data.materials.new(name)
    material.use_nodes = True
    nodes = material.node_tree.nodes
    return material, nodes, material.node_tree.links, nodes["Principled BSDF"]


def _bump(nodes, links, height, strength, distance):
    """A bump node driven by the `height` output socket."""
    bump = nodes.new("ShaderNodeBump")
    bump.inputs["Strength"].default_value = strength
    bump.inputs["Distance"].default_value = distance
    links.new(height, bump.inputs["Height"])
    return bump


def _weave_bump(nodes, links, scale, strength, distance=0.0006, coordinates="Object"):
    """A plain weave: two perpendicular sets of fine bands, as a bump map."""
    coords = nodes.new("ShaderNodeTexCoord")
    mapping = nodes.new("ShaderNodeMapping")
    mapping.inputs["Scale"].default_value = (scale, scale, scale)
    links.new(coords.outputs[coordinates], mapping.inputs["Vector"])
    combine = nodes.new("ShaderNodeMath")
    combine.operation = "MAXIMUM"
    # The warp runs along X and the weft along Z; the weave is the higher of the two.
    for slot, direction in enumerate(("X", "Z")):
        bands = nodes.new("ShaderNodeTexWave")
        bands.wave_type = "BANDS"
        bands.bands_direction = direction
        bands.inputs["Scale"].default_value = 1.0
        bands.inputs["Distortion"].default_value = 0.6
        links.new(mapping.outputs["Vector"], bands.inputs["Vector"])
        links.new(bands.outputs["Fac"], combine.inputs[slot])
    return _bump(nodes, links, combine.outputs["Value"], strength, distance)


def _mottle(nodes, links, colour, amount=0.06, scale=18.0):
    """The colour, shifted a little lighter and darker in soft patches."""
    noise = nodes.new("ShaderNodeTexNoise")
    noise.inputs["Scale"].default_value = scale
    noise.inputs["Detail"].default_value = 3
    ramp = nodes.new("ShaderNodeValToRGB")
    dark = [c * (1 - amount) for c in colour[:3]]
    light = [min(1.0, c * (1 + amount)) for c in colour[:3]]
    ramp.color_ramp.elements[0].color = (*dark, 1)
    ramp.color_ramp.elements[1].color = (*light, 1)
    links.new(noise.outputs["Fac"], ramp.inputs["Fac"])
    return ramp.outputs["Color"]


def fabric(name, hex_colour, weave_scale=700.0, sheen=0.25, roughness=0.72, bump=0.22):
    """Woven nylon: matte with a soft sheen at grazing angles, a fine weave."""
    material, nodes, links, shader = _principled(name)
    colour = srgb(hex_colour)
    links.new(_mottle(nodes, links, colour), shader.inputs["Base Color"])
    shader.inputs["Roughness"].default_value = roughness
    shader.inputs["Specular"].default_value = 0.35
    shader.inputs["Sheen"].default_value = sheen
    shader.inputs["Sheen Tint"].default_value = 0.6
    links.new(_weave_bump(nodes, links, weave_scale, bump).outputs["Normal"], shader.inputs["Normal"])
    return material


def mesh_fabric(name, hex_colour):
    """Spacer mesh for the back panel and straps: open cells, deep bump."""
    material, nodes, links, shader = _principled(name)
    shader.inputs["Base Color"].default_value = srgb(hex_colour)
    shader.inputs["Roughness"].default_value = 0.9
    shader.inputs["Sheen"].default_value = 0.4
    coords = nodes.new("ShaderNodeTexCoord")
    cells = nodes.new("ShaderNodeTexVoronoi")
    cells.feature = "DISTANCE_TO_EDGE"
    cells.inputs["Scale"].default_value = 260.0
    links.new(coords.outputs["Object"], cells.inputs["Vector"])
    bump = _bump(nodes, links, cells.outputs["Distance"], 0.6, 0.002)
    links.new(bump.outputs["Normal"], shader.inputs["Normal"])
    return material


def zip_teeth(name, hex_tape="#18191b", hex_teeth="#2e2f32", pitch=0.0026):
    """A coil zip: dark tape with a row of teeth, every `pitch` metres along any direction."""
    material, nodes, links, shader = _principled(name)
    coords = nodes.new("ShaderNodeTexCoord")
    checker = nodes.new("ShaderNodeTexChecker")
    checker.inputs["Scale"].default_value = 1.0 / pitch
    checker.inputs["Color1"].default_value = srgb(hex_teeth)
    checker.inputs["Color2"].default_value = srgb(hex_tape)
    links.new(coords.outputs["Object"], checker.inputs["Vector"])
    links.new(checker.outputs["Color"], shader.inputs["Base Color"])
    rough = nodes.new("ShaderNodeMapRange")
    rough.inputs["To Min"].default_value = 0.85
    rough.inputs["To Max"].default_value = 0.4
    links.new(checker.outputs["Fac"], rough.inputs["Value"])
    links.new(rough.outputs["Result"], shader.inputs["Roughness"])
    bump = _bump(nodes, links, checker.outputs["Fac"], 0.4, 0.0008)
    links.new(bump.outputs["Normal"], shader.inputs["Normal"])
    return material


def _plain(name, hex_colour, inputs):
    """One colour, no texture, and the Principled inputs named in `inputs`."""
    material, _, _, shader = _principled(name)
    shader.inputs["Base Color"].default_value = srgb(hex_colour)
    for key, value in inputs.items():
        shader.inputs[key].default_value = value
    return material


def metal(name, hex_colour="#8a8b8e", roughness=0.32):
    return _plain(name, hex_colour, {"Metallic": 1.0, "Roughness": roughness, "Anisotropic": 0.3})


def plastic(name, hex_colour, roughness=0.45, specular=0.5):
    return _plain(name, hex_colour, {"Roughness": roughness, "Specular": specular})


def clear_film(name, hex_tint="#e9eef2"):
    """Vacuum-bag film: clear, thin and glossy."""
    material = _plain(name, hex_tint, {"Roughness": 0.12, "Transmission": 0.92, "IOR": 1.3, "Alpha": 0.55})
    material.blend_method = "BLEND"
    return material


def matte(name, hex_colour, roughness=0.85, sheen=0.0):
    return _plain(name, hex_colour, {"Roughness": roughness, "Sheen": sheen})


def wood(name, hex_light="#b9895b", hex_dark="#8a5f3a", scale=6.0):
    material, nodes, links, shader = _principled(name)
    coords = nodes.new("ShaderNodeTexCoord")
    mapping = nodes.new("ShaderNodeMapping")
    mapping.inputs["Scale"].default_value = (scale, scale * 0.08, scale)
    links.new(coords.outputs["Object"], mapping.inputs["Vector"])
    wave = nodes.new("ShaderNodeTexWave")
    wave.wave_type = "RINGS"
    wave.inputs["Scale"].default_value = 2.0
    wave.inputs["Distortion"].default_value = 6.0
    wave.inputs["Detail"].default_value = 4.0
    links.new(mapping.outputs["Vector"], wave.inputs["Vector"])
    ramp = nodes.new("ShaderNodeValToRGB")
    ramp.color_ramp.elements[0].color = srgb(hex_dark)
    ramp.color_ramp.elements[1].color = srgb(hex_light)
    links.new(wave.outputs["Fac"], ramp.inputs["Fac"])
    links.new(ramp.outputs["Color"], shader.inputs["Base Color"])
    shader.inputs["Roughness"].default_value = 0.55
    return material
