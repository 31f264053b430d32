/* An array NAME_attrs: ATTRIBUTE_GROUPS(NAME). */
static struct attribute *sensor_attrs[] = {
	&reading_attr,
	&units_attr,
	NULL,
};

static struct kobj_type sensor_ktype = {
	.release = sensor_release,
	.sysfs_ops = &sensor_sysfs_ops,
	.default_attrs = sensor_attrs,
};
