/* An array ATTRIBUTE_GROUPS() cannot name: an open-coded group. */
static struct attribute *port_default[] = {
	&name_attr,
	NULL,
};

static struct kobj_type port_ktype = {
	.release = port_release,
	.sysfs_ops = &port_sysfs_ops,
	.default_attrs = port_default,
};
