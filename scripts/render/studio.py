"""The product studio every render shares: an empty scene, Cycles on the CPU,
a seamless light backdrop, soft key, fill and rim lights, and a camera that
frames a subject the same way from shot to shot. Units are metres."""

import math

import bpy
from mathutils import Vector

# The backdrop: a warm off-white, close to the gallery's own surface colour.
BACKDROP = (0.86, 0.84, 0.80)


def reset():
    """An empty scene: no default cube, light or camera."""
    bpy.ops.wm.read_factory_settings(use_empty=True)
    scene = bpy.context.scene
    scene.unit_settings.system = "METRIC"
    return scene


def configure(scene, size, samples):
    """Cycles on the CPU, square frames of `size` pixels, Filmic colour."""
    scene.render.engine = "CYCLES"
    cycles = scene.cycles
    cycles.device = "CPU"
    cycles.samples = samples
    cycles.use_adaptive_sampling = True
    cycles.adaptive_threshold = 0.02
    cycles.max_bounces = 6
    cycles.diffuse_bounces = 3
    cycles.glossy_bounces = 2
    cycles.transmission_bounces = 4
    cycles.transparent_max_bounces = 4
    cycles.sample_clamp_indirect = 3.0
    cycles.blur_glossy = 1.0
    cycles.caustics_reflective = False
    cycles.caustics_refractive = False
    # Debian's Blender is built without OpenImageDenoise; ask for it where
    # it exists, and otherwise rely on samples and the downscaled delivery.
    try:
        import _cycles

        if getattr(_cycles, "with_openimagedenoise", False):
            scene.cycles.use_denoising = True
            scene.cycles.denoiser = "OPENIMAGEDENOISE"
        else:
            scene.cycles.use_denoising = False
    except ImportError:
        scene.cycles.use_denoising = False
    scene.render.resolution_x = size
    scene.render.resolution_y = size
    scene.render.resolution_percentage = 100
    scene.render.film_transparent = False
    scene.render.threads_mode = "AUTO"
    scene.view_settings.view_transform = "Filmic"
    scene.view_settings.look = "Medium High Contrast"
    scene.view_settings.exposure = -0.5
    scene.render.image_settings.file_format = "PNG"
    scene.render.image_settings.color_mode = "RGB"
    scene.render.image_settings.color_depth = "8"
    world = bpy.data.worlds.new("studio")
    world.use_nodes = True
    background = world.node_tree.nodes["Background"]
    background.inputs["Color"].default_value = (0.9, 0.9, 0.92, 1)
    background.inputs["Strength"].default_value = 0.15
    scene.world = world


def link(obj, collection=None):
    (collection or bpy.context.scene.collection).objects.link(obj)
    return obj


def backdrop(colour=BACKDROP, radius=0.8, width=8.0, depth=6.0, height=4.0):
    """A seamless sweep: a floor that curves up into a wall behind the subject."""
    import bmesh

    mesh = bpy.data.meshes.new("backdrop")
    bm = bmesh.new()
    profile = [(-depth, 0.0)]
    steps = 16
    for step in range(steps + 1):
        angle = -math.pi / 2 + (math.pi / 2) * step / steps
        profile.append(
            (1.2 + radius * math.cos(angle), radius + radius * math.sin(angle))
        )
    profile.append((1.2 + radius, height))
    left = [bm.verts.new((-width / 2, y, z)) for y, z in profile]
    right = [bm.verts.new((width / 2, y, z)) for y, z in profile]
    for index in range(len(profile) - 1):
        bm.faces.new((left[index], right[index], right[index + 1], left[index + 1]))
    bm.to_mesh(mesh)
    bm.free()
    for polygon in mesh.polygons:
        polygon.use_smooth = True
    obj = link(bpy.data.objects.new("backdrop", mesh))
    material = bpy.data.materials.new("backdrop")
    material.use_nodes = True
    shader = material.node_tree.nodes["Principled BSDF"]
    shader.inputs["Base Color"].default_value = (*colour, 1)
    shader.inputs["Roughness"].default_value = 0.92
    shader.inputs["Specular"].default_value = 0.2
    obj.data.materials.append(material)
    return obj


def area_light(name, location, target, size, power, colour=(1, 1, 1), shape="RECTANGLE", size_y=None):
    data = bpy.data.lights.new(name, "AREA")
    data.energy = power
    data.color = colour
    data.shape = shape
    data.size = size
    data.size_y = size_y or size
    obj = link(bpy.data.objects.new(name, data))
    obj.location = location
    aim(obj, target)
    return obj


def aim(obj, target):
    direction = Vector(target) - Vector(obj.location)
    obj.rotation_euler = direction.to_track_quat("-Z", "Y").to_euler()


def sun(energy, angle_degrees, rotation_degrees):
    """Sunlight from `rotation_degrees` (XYZ Euler), its disc `angle_degrees` wide."""
    data = bpy.data.lights.new("sun", "SUN")
    data.energy = energy
    data.angle = math.radians(angle_degrees)
    obj = link(bpy.data.objects.new("sun", data))
    obj.rotation_euler = tuple(math.radians(value) for value in rotation_degrees)
    return obj


def studio_lights(target=(0, 0, 0.25), scale=1.0, key_power=260.0):
    """Soft key from the front left and above, a broad fill from the right, a rim from behind."""
    s = scale
    area_light("key", (-1.6 * s, -1.7 * s, 1.9 * s), target, 1.6 * s, key_power * s * s, (1.0, 0.97, 0.93))
    area_light("fill", (2.0 * s, -1.4 * s, 0.9 * s), target, 2.4 * s, key_power * 0.22 * s * s, (0.93, 0.96, 1.0))
    area_light("rim", (0.9 * s, 1.4 * s, 1.8 * s), target, 0.9 * s, key_power * 0.7 * s * s, (1.0, 1.0, 1.0))
    area_light("top", (0, -0.2 * s, 2.6 * s), target, 2.0 * s, key_power * 0.15 * s * s)


def camera(location, target, lens=70.0, shift_y=0.0):
    data = bpy.data.cameras.new("camera")
    data.lens = lens
    data.sensor_width = 36
    data.shift_y = shift_y
    obj = link(bpy.data.objects.new("camera", data))
    obj.location = location
    aim(obj, target)
    bpy.context.scene.camera = obj
    return obj


def orbit(target, distance, azimuth_degrees, elevation_degrees):
    """A point `distance` from `target`, turned `azimuth` from the front (-Y) and raised `elevation`."""
    azimuth = math.radians(azimuth_degrees)
    elevation = math.radians(elevation_degrees)
    x = target[0] + distance * math.cos(elevation) * math.sin(azimuth)
    y = target[1] - distance * math.cos(elevation) * math.cos(azimuth)
    z = target[2] + distance * math.sin(elevation)
    return (x, y, z)


def render(path):
    scene = bpy.context.scene
    scene.render.filepath = path
    bpy.ops.render.render(write_still=True)
