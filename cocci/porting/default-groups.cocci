// SPDX-License-Identifier: MIT
/// The default_attrs of struct kobj_type went away in Linux 5.18; a ktype lists
/// attribute groups in .default_groups. For an array NAME_attrs, the
/// rule adds ATTRIBUTE_GROUPS(NAME) after it (which defines NAME_group and
/// the NULL-terminated NAME_groups) and points .default_groups at
/// NAME_groups. An array with another name gets an open-coded group and
/// group list after it instead. The attribute array itself, terminated or
/// not, is left as it is (sysfs-attr-terminator finds a missing NULL).
///
// Confidence: High
// Options: --no-includes --include-headers
// Keywords: default_attrs, default_groups, ATTRIBUTE_GROUPS, kobj_type

virtual patch

@plain depends on patch@
identifier ktype;
identifier attrs =~ "^.+_attrs$";
@@

struct kobj_type ktype = {
	...,
	.default_attrs = attrs,
	...
};

@script:python plain_names@
attrs << plain.attrs;
prefix;
groups;
@@

# ATTRIBUTE_GROUPS(x) wants x_attrs and makes x_group and x_groups.
stem = attrs[:-len("_attrs")]
coccinelle.prefix = cocci.make_ident(stem)
coccinelle.groups = cocci.make_ident(stem + "_groups")

@depends on plain_names@
identifier plain.ktype, plain.attrs, plain_names.groups;
@@

struct kobj_type ktype = {
	...,
-	.default_attrs = attrs,
+	.default_groups = groups,
	...
};

@depends on plain_names@
identifier plain.attrs, plain_names.prefix;
declarer name ATTRIBUTE_GROUPS;
@@

struct attribute *attrs[] = { ... };
+ ATTRIBUTE_GROUPS(prefix);

@other depends on patch@
identifier ktype;
identifier array !~ "^.+_attrs$";
@@

struct kobj_type ktype = {
	...,
	.default_attrs = array,
	...
};

@script:python other_names@
array << other.array;
group;
groups;
@@

coccinelle.group = cocci.make_ident(array + "_group")
coccinelle.groups = cocci.make_ident(array + "_groups")

@depends on other_names@
identifier other.ktype, other.array, other_names.groups;
@@

struct kobj_type ktype = {
	...,
-	.default_attrs = array,
+	.default_groups = groups,
	...
};

@depends on other_names@
identifier other.array, other_names.group, other_names.groups;
@@

struct attribute *array[] = { ... };
+
+static const struct attribute_group group = {
+	.attrs = array,
+};
+
+static const struct attribute_group *groups[] = {
+	&group,
+	NULL,
+};
