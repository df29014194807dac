"""The vacuum compression travel backpack, modelled from primitives: a soft,
rounded carry-on body; a front pocket; the compression valve; the expansion
zip and, opened, its gusset (36L closed, 60L open); zips with pullers; padded
shoulder straps; a grab handle; the back panel with its trolley sleeve; piping
along the seams. The bag stands on the floor, front towards -Y."""

import math

import bpy
from mathutils import Matrix, Vector

import materials

# Colourways: the shell, a shade darker for piping and gusset, the lining.
COLOURWAYS = {
    "black": {"shell": "#1d1e21", "trim": "#111214", "patch": "#3a3b3f"},
    "grey": {"shell": "#6e7176", "trim": "#4d5055", "patch": "#2b2c2f"},
    "green": {"shell": "#4d5637", "trim": "#363d26", "patch": "#23261c"},
}

# The body at 36 litres: width, depth, height, in metres.
WIDTH, DEPTH, HEIGHT = 0.32, 0.19, 0.47
# What the expansion gusset adds at 60 litres.
GUSSET = 0.10


def _link(obj, parent=None):
    bpy.context.scene.collection.objects.link(obj)
    if parent is not None:
        obj.parent = parent
    return obj


def _activate(obj):
    for other in bpy.context.view_layer.objects:
        other.select_set(False)
    obj.select_set(True)
    bpy.context.view_layer.objects.active = obj


def _smooth(obj):
    for polygon in obj.data.polygons:
        polygon.use_smooth = True


def rounded_box(name, size, location, bevel, material, cast=0.0, subdivisions=2, parent=None):
    """A box with soft edges and, with `cast`, softly pillowed faces."""
    bpy.ops.mesh.primitive_cube_add(size=1.0, location=(0, 0, 0))
    obj = bpy.context.active_object
    obj.name = name
    obj.scale = size
    bpy.ops.object.transform_apply(location=False, rotation=False, scale=True)
    obj.location = location
    bevel_modifier = obj.modifiers.new("bevel", "BEVEL")
    bevel_modifier.width = bevel
    bevel_modifier.segments = 4
    bevel_modifier.limit_method = "NONE"
    subsurf = obj.modifiers.new("subsurf", "SUBSURF")
    subsurf.levels = subdivisions
    subsurf.render_levels = subdivisions
    if cast:
        cast_modifier = obj.modifiers.new("cast", "CAST")
        cast_modifier.factor = cast
    _smooth(obj)
    obj.data.materials.append(material)
    if parent is not None:
        obj.parent = parent
    return obj


def cylinder(name, radius, depth, material, location=(0, 0, 0), rotation=(0, 0, 0), vertices=32, bevel=0.0):
    """A cylinder standing on Z (turned by `rotation`), its rims rounded by `bevel`."""
    bpy.ops.mesh.primitive_cylinder_add(radius=radius, depth=depth, vertices=vertices, location=location, rotation=rotation)
    obj = bpy.context.active_object
    obj.name = name
    if bevel:
        modifier = obj.modifiers.new("bevel", "BEVEL")
        modifier.width = bevel
        modifier.segments = 3
    obj.data.materials.append(material)
    return obj


def surface_point(obj, origin, direction):
    """Where a ray from `origin` (world) along `direction` meets `obj`, and the normal there."""
    depsgraph = bpy.context.evaluated_depsgraph_get()
    evaluated = obj.evaluated_get(depsgraph)
    inverse = obj.matrix_world.inverted()
    local_origin = inverse @ Vector(origin)
    local_direction = (inverse.to_3x3() @ Vector(direction)).normalized()
    hit, location, normal, _ = evaluated.ray_cast(local_origin, local_direction)
    if not hit:
        raise ValueError(f"no surface of {obj.name} from {origin} along {direction}")
    world_normal = (obj.matrix_world.to_3x3().inverted().transposed() @ normal).normalized()
    return obj.matrix_world @ location, world_normal


def wrapped_path(name, target, points, radius, material, offset, closed=False):
    """A tube (piping or a zip) laid on `target`'s surface through `points`."""
    mesh = bpy.data.meshes.new(name)
    mesh.from_pydata(points, [(i, i + 1) for i in range(len(points) - 1)] + ([(len(points) - 1, 0)] if closed else []), [])
    obj = _link(bpy.data.objects.new(name, mesh))
    wrap = obj.modifiers.new("wrap", "SHRINKWRAP")
    wrap.target = target
    wrap.wrap_method = "NEAREST_SURFACEPOINT"
    wrap.offset = offset
    _activate(obj)
    bpy.ops.object.convert(target="CURVE")
    curve = obj.data
    curve.bevel_depth = radius
    curve.bevel_resolution = 3
    curve.use_fill_caps = True
    for spline in curve.splines:
        spline.use_smooth = True
    curve.materials.append(material)
    length = sum((Vector(points[i + 1]) - Vector(points[i])).length for i in range(len(points) - 1))
    return obj, length


def rounded_rectangle(width, height, radius, y, centre_z, steps=6, open_bottom=False, bottom_z=None):
    """Points round a rectangle in the XZ plane at depth `y`; open at the bottom, a U from one side's foot to the other's."""
    half_w, half_h = width / 2, height / 2
    corners = [
        (half_w - radius, half_h - radius, 0.0),
        (-half_w + radius, half_h - radius, math.pi / 2),
        (-half_w + radius, -half_h + radius, math.pi),
        (half_w - radius, -half_h + radius, 3 * math.pi / 2),
    ]
    points = []
    for cx, cz, start in corners:
        for step in range(steps + 1):
            angle = start + (math.pi / 2) * step / steps
            points.append((cx + radius * math.cos(angle), y, centre_z + cz + radius * math.sin(angle)))
    if open_bottom:
        # Right side foot, up, over the top, down to the left side foot.
        top = points[: 2 * (steps + 1)]
        foot = bottom_z if bottom_z is not None else centre_z - half_h + radius
        return [(half_w, y, foot)] + top + [(-half_w, y, foot)]
    return points


def side_loop(depth_y, width, height, radius, steps=8, foot=0.06):
    """A U round the bag's sides and top at depth `depth_y`: the expansion zip's line."""
    half_w = width / 2
    points = [(half_w, depth_y, foot)]
    for cx, start in ((half_w - radius, 0.0), (-half_w + radius, math.pi / 2)):
        for step in range(steps + 1):
            angle = start + (math.pi / 2) * step / steps
            points.append((cx + radius * math.cos(angle), depth_y, height - radius + radius * math.sin(angle)))
    points.append((-half_w, depth_y, foot))
    return points


def puller(name, location, normal, along, metal_material, tab_material, parent=None):
    """A zip slider on the surface with a fabric pull tab hanging from it."""
    normal = Vector(normal).normalized()
    along = (Vector(along) - normal * Vector(along).dot(normal)).normalized()
    side = normal.cross(along)
    basis = Matrix((along, side, normal)).transposed().to_4x4()
    slider = rounded_box(f"{name}-slider", (0.022, 0.012, 0.008), (0, 0, 0), 0.003, metal_material, subdivisions=1)
    slider.matrix_world = Matrix.Translation(Vector(location) + normal * 0.004) @ basis
    tab = rounded_box(f"{name}-tab", (0.012, 0.004, 0.045), (0, 0, 0), 0.0018, tab_material, subdivisions=1)
    hang = Vector((0, 0, -1))
    hang = (hang - normal * hang.dot(normal)).normalized()
    tab_side = normal.cross(hang)
    tab_basis = Matrix((tab_side, normal, hang * -1)).transposed().to_4x4()
    tab.matrix_world = Matrix.Translation(Vector(location) + normal * 0.009 + hang * 0.026) @ tab_basis
    for part in (slider, tab):
        if parent is not None:
            part.parent = parent
    return slider, tab


def strap(name, x, depth, material, parent=None, length=0.40, top=0.43, spread=0.0):
    """A padded shoulder strap on the back, curving out and down."""
    bpy.ops.mesh.primitive_cube_add(size=1.0)
    obj = bpy.context.active_object
    obj.name = name
    obj.scale = (0.068, 0.02, length)
    bpy.ops.object.transform_apply(scale=True)
    bevel = obj.modifiers.new("bevel", "BEVEL")
    bevel.width = 0.011
    bevel.segments = 4
    # Loop cuts along the strap, so it can bend smoothly.
    bpy.ops.object.mode_set(mode="EDIT")
    bpy.ops.mesh.select_all(action="SELECT")
    bpy.ops.mesh.subdivide(number_cuts=16)
    bpy.ops.object.mode_set(mode="OBJECT")
    mesh = obj.data
    for vertex in mesh.vertices:
        # 0 at the top of the strap, 1 at its foot.
        t = (length / 2 - vertex.co.z) / length
        bulge = max(0.0, math.sin(math.pi * min(1.0, t * 1.05))) ** 0.8 * 0.045
        taper = 1.0 - 0.3 * t
        vertex.co.x = vertex.co.x * taper + spread * (t - 0.5)
        vertex.co.y += bulge
    subsurf = obj.modifiers.new("subsurf", "SUBSURF")
    subsurf.levels = 2
    subsurf.render_levels = 2
    _smooth(obj)
    obj.location = (x, depth + 0.018, top - length / 2 + 0.02)
    obj.data.materials.append(material)
    if parent is not None:
        obj.parent = parent
    return obj


def handle(material, depth_centre, height, parent=None):
    """The grab handle: a padded strap arched over the top panel."""
    bpy.ops.mesh.primitive_cube_add(size=1.0)
    obj = bpy.context.active_object
    obj.name = "handle"
    obj.scale = (0.15, 0.032, 0.012)
    bpy.ops.object.transform_apply(scale=True)
    bpy.ops.object.mode_set(mode="EDIT")
    bpy.ops.mesh.select_all(action="SELECT")
    bpy.ops.mesh.subdivide(number_cuts=14)
    bpy.ops.object.mode_set(mode="OBJECT")
    for vertex in obj.data.vertices:
        t = vertex.co.x / 0.075
        vertex.co.z += 0.045 * max(0.0, 1 - t * t) ** 0.6
    bevel = obj.modifiers.new("bevel", "BEVEL")
    bevel.width = 0.004
    bevel.segments = 3
    subsurf = obj.modifiers.new("subsurf", "SUBSURF")
    subsurf.levels = 2
    subsurf.render_levels = 2
    obj.location = (0, depth_centre, height - 0.006)
    obj.data.materials.append(material)
    _smooth(obj)
    if parent is not None:
        obj.parent = parent
    return obj


def valve(body, location_hint, direction, materials_set, parent=None):
    """The compression valve: a moulded ring with a screw cap, on the surface."""
    point, normal = surface_point(body, location_hint, direction)
    basis = normal.to_track_quat("Z", "Y").to_matrix().to_4x4()
    ring = cylinder("valve-ring", 0.027, 0.008, materials_set["plastic"], vertices=64, bevel=0.002)
    ring.matrix_world = Matrix.Translation(point + normal * 0.002) @ basis
    cap = cylinder("valve-cap", 0.018, 0.012, materials_set["cap"], vertices=48, bevel=0.0025)
    cap.matrix_world = Matrix.Translation(point + normal * 0.008) @ basis
    parts = [ring, cap]
    for index in range(12):
        angle = 2 * math.pi * index / 12
        bpy.ops.mesh.primitive_cube_add(size=1.0)
        rib = bpy.context.active_object
        rib.data.materials.append(materials_set["cap"])
        offset = Vector((math.cos(angle) * 0.0185, math.sin(angle) * 0.0185, 0))
        rib.matrix_world = Matrix.Translation(point + normal * 0.008) @ basis @ Matrix.Translation(offset) @ Matrix.Rotation(angle, 4, "Z") @ Matrix.Diagonal((0.0022, 0.0022, 0.011, 1))
        parts.append(rib)
    for part in parts:
        _smooth(part)
        if parent is not None:
            part.parent = parent
    return parts


def backpack(colourway="black", expanded=False, location=(0, 0, 0), rotation_z=0.0, open_main=False):
    """The whole bag, parented to an empty at `location` turned `rotation_z` degrees."""
    colours = COLOURWAYS[colourway]
    before = set(bpy.context.scene.objects)
    root = _link(bpy.data.objects.new(f"backpack-{colourway}", None))
    depth = DEPTH + (GUSSET if expanded else 0.0)
    shell = materials.fabric(f"shell-{colourway}", colours["shell"])
    trim = materials.fabric(f"trim-{colourway}", colours["trim"], sheen=0.5, bump=0.15)
    gusset = materials.fabric(f"gusset-{colourway}", colours["trim"], weave_scale=500, bump=0.35)
    back_mesh = materials.mesh_fabric(f"mesh-{colourway}", "#1a1b1d" if colourway != "grey" else "#2e3033")
    teeth = materials.zip_teeth("zip")
    metal = materials.metal("slider", "#2f3033", 0.28)
    patch = materials.plastic(f"patch-{colourway}", colours["patch"], 0.6, 0.3)
    hardware = {"plastic": materials.plastic("valve", "#202124", 0.35), "cap": materials.plastic("cap", "#2c2d30", 0.5)}

    z_mid = HEIGHT / 2
    body = rounded_box("body", (WIDTH, depth, HEIGHT), (0, 0, z_mid), 0.07, shell, cast=0.12, subdivisions=3)
    front_y = -depth / 2

    # The expansion gusset: a darker band round the sides and top, between two zips.
    if expanded:
        band = rounded_box(
            "gusset",
            (WIDTH - 0.004, GUSSET, HEIGHT - 0.004),
            (0, front_y + 0.07 + GUSSET / 2, z_mid),
            0.07,
            gusset,
            cast=0.12,
            subdivisions=3,
        )
        band.scale = (1.025, 1.0, 1.015)

    pocket = rounded_box(
        "front-pocket",
        (WIDTH * 0.8, 0.07, HEIGHT * 0.5),
        (0, front_y + 0.012, HEIGHT * 0.29),
        0.045,
        shell,
        cast=0.1,
        subdivisions=3,
    )

    # Piping round the front panel and the pocket's face.
    wrapped_path("piping-front", body, rounded_rectangle(WIDTH - 0.035, HEIGHT - 0.035, 0.07, front_y, z_mid), 0.0032, trim, 0.0015, closed=True)
    wrapped_path(
        "piping-back",
        body,
        rounded_rectangle(WIDTH - 0.035, HEIGHT - 0.035, 0.07, -front_y, z_mid),
        0.0032,
        trim,
        0.0015,
        closed=True,
    )
    pocket_front = front_y - 0.023
    wrapped_path(
        "piping-pocket",
        pocket,
        rounded_rectangle(WIDTH * 0.8 - 0.02, HEIGHT * 0.5 - 0.02, 0.045, pocket_front, HEIGHT * 0.29),
        0.0028,
        trim,
        0.001,
        closed=True,
    )

    # The main zip round the front panel's sides and top; the pocket's zip across its top.
    main_zip, main_length = wrapped_path(
        "zip-main", body, side_loop(front_y + 0.035, WIDTH, HEIGHT, 0.075, foot=0.07), 0.0036, teeth, 0.0012
    )
    pocket_top = HEIGHT * 0.29 + HEIGHT * 0.25
    pocket_zip_points = [
        (x, pocket_front, pocket_top - 0.03 - 0.012 * (1 - (x / (WIDTH * 0.36)) ** 2))
        for x in [WIDTH * 0.36 * (i / 12 * 2 - 1) for i in range(13)]
    ]
    wrapped_path("zip-pocket", pocket, pocket_zip_points, 0.0038, teeth, 0.0012)

    # The expansion zip: one line at 36L, the gusset's two edges at 60L.
    expansion_at = [front_y + 0.07] + ([front_y + 0.07 + GUSSET] if expanded else [])
    for index, y in enumerate(expansion_at):
        wrapped_path(f"zip-expansion-{index}", body, side_loop(y, WIDTH, HEIGHT, 0.075, foot=0.05), 0.0038, teeth, 0.0012)

    # Pullers: two on the main zip at the top, one on the pocket, one on the expansion zip.
    for index, x in enumerate((-0.035, 0.045)):
        point, normal = surface_point(body, (x, front_y + 0.035, HEIGHT + 0.2), (0, 0, -1))
        puller(f"puller-main-{index}", point, normal, (1, 0, 0), metal, trim, root)
    point, normal = surface_point(pocket, (0.07, pocket_front - 0.2, pocket_top - 0.042), (0, 1, 0))
    puller("puller-pocket", point, normal, (1, 0, 0), metal, trim, root)
    point, normal = surface_point(body, (WIDTH / 2 + 0.2, expansion_at[0], 0.12), (-1, 0, 0))
    puller("puller-expansion", point, normal, (0, 0, 1), metal, trim, root)

    # The compression valve on the right side panel, behind the expansion zip.
    valve(body, (WIDTH / 2 + 0.3, expansion_at[-1] + 0.055, HEIGHT * 0.62), (-1, 0, 0), hardware, root)

    # A moulded patch with the brand on the pocket.
    point, normal = surface_point(pocket, (0, pocket_front - 0.2, HEIGHT * 0.33), (0, 1, 0))
    logo = rounded_box("logo-patch", (0.088, 0.004, 0.022), (0, 0, 0), 0.003, patch, subdivisions=1)
    logo.matrix_world = Matrix.Translation(point + normal * 0.003) @ normal.to_track_quat("-Y", "Z").to_matrix().to_4x4()
    bpy.ops.object.text_add()
    text = bpy.context.active_object
    text.data.body = "VOYAPACK"
    text.data.align_x = "CENTER"
    text.data.align_y = "CENTER"
    text.data.size = 0.0085
    text.data.extrude = 0.0004
    text.data.space_character = 1.1
    text.data.materials.append(materials.plastic("logo-text", "#c9cacc" if colourway != "grey" else "#e6e6e6", 0.5))
    text.matrix_world = Matrix.Translation(point + normal * 0.006) @ Matrix.Rotation(math.radians(90), 4, "X")

    # The back: two padded panels in spacer mesh, the trolley sleeve, the straps.
    back_y = depth / 2
    for index, z in enumerate((HEIGHT * 0.28, HEIGHT * 0.66)):
        rounded_box(f"back-pad-{index}", (WIDTH * 0.7, 0.03, HEIGHT * 0.27), (0, back_y + 0.004, z), 0.014, back_mesh, cast=0.1)
    rounded_box("trolley-sleeve", (WIDTH * 0.9, 0.014, 0.075), (0, back_y + 0.017, HEIGHT * 0.47), 0.006, trim)
    for index, x in enumerate((-0.07, 0.07)):
        strap(f"strap-{index}", x, back_y, back_mesh, spread=0.035 if x > 0 else -0.035)
        rounded_box(f"strap-foot-{index}", (0.05, 0.008, 0.03), (x * 1.5, back_y + 0.012, 0.045), 0.003, trim)
    handle(trim, back_y - 0.06, HEIGHT)

    bpy.context.view_layer.update()
    for obj in set(bpy.context.scene.objects) - before:
        if obj is not root and obj.parent is None:
            world = obj.matrix_world.copy()
            obj.parent = root
            obj.matrix_world = world
    root.location = location
    root.rotation_euler = (0, 0, math.radians(rotation_z))
    return root


def opened_backpack(colourway="black"):
    """The bag lying on its back, opened flat: the main compartment with its
    laptop sleeve and compression bay, and the front panel's mesh pockets."""
    colours = COLOURWAYS[colourway]
    shell = materials.fabric(f"shell-{colourway}", colours["shell"])
    lining = materials.fabric("lining", "#9ea3a8", weave_scale=900, sheen=0.2, bump=0.15)
    sleeve = materials.fabric("sleeve", "#3a3e44", weave_scale=600, sheen=0.3, bump=0.2)
    pocket_mesh = materials.mesh_fabric("pocket-mesh", "#2b2e33")
    teeth = materials.zip_teeth("zip")
    depth = 0.13
    tray = rounded_box("tray", (WIDTH, HEIGHT, depth), (0, 0, depth / 2), 0.05, shell, cast=0.06, subdivisions=2)
    cutter = rounded_box("tray-cut", (WIDTH - 0.026, HEIGHT - 0.026, depth), (0, 0, depth / 2 + 0.02), 0.04, lining, subdivisions=2)
    cut = tray.modifiers.new("open", "BOOLEAN")
    cut.operation = "DIFFERENCE"
    cut.object = cutter
    cut.solver = "EXACT"
    cut.material_mode = "TRANSFER"
    cutter.hide_render = True
    cutter.hide_viewport = True
    rim = rounded_rectangle(WIDTH - 0.012, HEIGHT - 0.012, 0.05, 0, 0)
    points = [(x, z, depth - 0.004) for x, _, z in rim]
    mesh = bpy.data.meshes.new("rim")
    mesh.from_pydata(points, [(i, (i + 1) % len(points)) for i in range(len(points))], [])
    rim_obj = _link(bpy.data.objects.new("rim-zip", mesh))
    _activate(rim_obj)
    bpy.ops.object.convert(target="CURVE")
    rim_obj.data.bevel_depth = 0.0045
    rim_obj.data.materials.append(teeth)
    # The laptop sleeve along the back, the compression bay below it.
    rounded_box("laptop-sleeve", (WIDTH - 0.05, HEIGHT * 0.46, 0.014), (0, HEIGHT * 0.2, 0.03), 0.008, sleeve, cast=0.05)
    import props

    props.vacuum_pack((0, -HEIGHT * 0.2, 0.022), count=4, thickness=0.045, squash=0.3)
    # The front panel, laid open towards the camera, its pockets facing up.
    lid_y = -HEIGHT - 0.01
    rounded_box("lid", (WIDTH, HEIGHT, 0.04), (0, lid_y, 0.02), 0.04, shell, cast=0.08, subdivisions=2)
    rounded_box("lid-lining", (WIDTH - 0.03, HEIGHT - 0.03, 0.006), (0, lid_y, 0.041), 0.01, lining, subdivisions=1)
    for index, (centre, height) in enumerate(((lid_y + HEIGHT * 0.2, HEIGHT * 0.36), (lid_y - HEIGHT * 0.19, HEIGHT * 0.34))):
        rounded_box(f"mesh-pocket-{index}", (WIDTH - 0.06, height, 0.018), (0, centre, 0.05), 0.008, pocket_mesh, cast=0.1)
        zip_points = [(x, centre + height / 2 - 0.004, 0.06) for x in (-(WIDTH - 0.08) / 2, (WIDTH - 0.08) / 2)]
        mesh = bpy.data.meshes.new("pocket-zip")
        mesh.from_pydata(zip_points, [(0, 1)], [])
        zip_obj = _link(bpy.data.objects.new(f"pocket-zip-{index}", mesh))
        _activate(zip_obj)
        bpy.ops.object.convert(target="CURVE")
        zip_obj.data.bevel_depth = 0.004
        zip_obj.data.materials.append(teeth)
    # The shoulder straps show past the tray's sides.
    return tray
