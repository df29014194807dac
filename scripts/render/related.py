"""The four related products, in the same studio as the backpack: packing
cubes, a hard-shell carry-on, a sling bag and a duffel."""

import math

import bpy

import materials
from backpack import cylinder, handle, rounded_box, rounded_rectangle, wrapped_path


def packing_cubes():
    """Three blue packing cubes, stacked, each with its zip and mesh top."""
    blue = materials.fabric("cube-blue", "#2f5f8f", sheen=0.35)
    mesh = materials.mesh_fabric("cube-mesh", "#244a70")
    teeth = materials.zip_teeth("cube-zip")
    z = 0.0
    for index, (width, depth, height, turn) in enumerate(((0.40, 0.30, 0.11, -6), (0.34, 0.26, 0.10, 4), (0.26, 0.20, 0.09, -2))):
        cube = rounded_box(f"cube-{index}", (width, depth, height), (0, 0, z + height / 2), 0.025, blue, cast=0.12)
        top = rounded_box(f"cube-top-{index}", (width - 0.06, depth - 0.06, 0.01), (0, 0, z + height - 0.001), 0.008, mesh)
        path = rounded_rectangle(width - 0.01, depth - 0.01, 0.03, 0, 0)
        zip_obj, _ = wrapped_path(f"cube-zip-{index}", cube, [(x, zz, z + height - 0.012) for x, _, zz in path], 0.004, teeth, 0.001, closed=True)
        for part in (cube, top, zip_obj):
            part.rotation_euler = (0, 0, math.radians(turn))
        z += height
    return z


def carry_on():
    """A black hard-shell spinner: ribbed shell, four wheels, a telescopic handle."""
    shell = materials.plastic("shell", "#1b1c1f", roughness=0.28, specular=0.6)
    rubber = materials.plastic("rubber", "#111111", roughness=0.7)
    steel = materials.metal("handle-steel", "#8d8f93", 0.3)
    width, depth, height = 0.36, 0.23, 0.54
    lift = 0.06
    rounded_box("case", (width, depth, height), (0, 0, lift + height / 2), 0.045, shell, cast=0.04)
    for index in range(4):
        x = -width / 2 + 0.07 + index * (width - 0.14) / 3
        rounded_box(f"rib-{index}", (0.022, 0.012, height - 0.1), (x, -depth / 2 - 0.002, lift + height / 2), 0.005, shell, subdivisions=2)
    rounded_box("seam", (width + 0.004, 0.012, height + 0.004), (0, 0.02, lift + height / 2), 0.045, rubber)
    for sx in (-1, 1):
        for sy in (-1, 1):
            x, y = sx * (width / 2 - 0.035), sy * (depth / 2 - 0.035)
            rounded_box("wheel-housing", (0.05, 0.05, 0.03), (x, y, lift - 0.005), 0.01, shell, subdivisions=1)
            cylinder("wheel", 0.024, 0.018, rubber, (x, y, 0.026), (0, math.radians(90), 0), bevel=0.005)
    for sx in (-1, 1):
        cylinder("handle-tube", 0.008, 0.28, steel, (sx * 0.09, depth / 2 - 0.03, lift + height + 0.14))
    rounded_box("grip", (0.22, 0.035, 0.03), (0, depth / 2 - 0.03, lift + height + 0.29), 0.012, rubber)
    handle(rubber, 0.0, lift + height)


def sling():
    """A grey sling: a rounded teardrop body with a zip, and its strap in a loop behind."""
    grey = materials.fabric("sling-grey", "#5d6166")
    trim = materials.fabric("sling-trim", "#4d5055", sheen=0.4)
    teeth = materials.zip_teeth("sling-zip")
    body = rounded_box("sling", (0.2, 0.08, 0.32), (0, 0, 0.148), 0.07, grey, cast=0.35, subdivisions=3)
    body.rotation_euler = (0, math.radians(-6), 0)
    bpy.context.view_layer.update()
    wrapped_path("sling-zip", body, [(x * 0.8, -0.06, 0.26 - abs(x) * 0.3) for x in [i / 10 * 0.16 - 0.08 for i in range(11)]], 0.0035, teeth, 0.001)
    # The strap: an arc from one shoulder of the bag to the other, long enough to wear across the body.
    bpy.ops.mesh.primitive_torus_add(major_radius=0.11, minor_radius=0.011, major_segments=96, minor_segments=12)
    strap = bpy.context.active_object
    import bmesh

    bm = bmesh.new()
    bm.from_mesh(strap.data)
    bmesh.ops.delete(bm, geom=[vertex for vertex in bm.verts if vertex.co.y < -0.02], context="VERTS")
    bm.to_mesh(strap.data)
    bm.free()
    strap.scale = (1.0, 1.9, 0.5)
    strap.rotation_euler = (math.radians(90), math.radians(-6), 0)
    strap.location = (-0.01, 0.01, 0.25)
    strap.data.materials.append(trim)
    for polygon in strap.data.polygons:
        polygon.use_smooth = True


def duffel():
    """An army green duffel: a long soft body, darker end panels, two handles and a top zip."""
    green = materials.fabric("duffel-green", "#4d5637")
    trim = materials.fabric("duffel-trim", "#363d26", sheen=0.4)
    teeth = materials.zip_teeth("duffel-zip")
    length, depth, height = 0.56, 0.28, 0.28
    body = rounded_box("duffel", (length, depth, height), (0, 0, height / 2), 0.1, green, cast=0.12, subdivisions=3)
    bpy.context.view_layer.update()
    for sx in (-1, 1):
        ring = [(sx * (length / 2), a, b) for a, _, b in rounded_rectangle(depth - 0.05, height - 0.05, 0.09, 0, height / 2)]
        wrapped_path(f"end-piping-{sx}", body, ring, 0.004, trim, 0.001, closed=True)
    bpy.context.view_layer.update()
    wrapped_path("duffel-zip", body, [(x, 0, height + 0.05) for x in [i / 12 * (length - 0.12) - (length - 0.12) / 2 for i in range(13)]], 0.0045, teeth, 0.001)
    for dy in (-0.07, 0.07):
        arch = handle(trim, dy, height + 0.01)
        arch.scale = (1.6, 1.0, 1.4)
