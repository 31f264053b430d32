/* The declarer shapes spatch misreads without cocci/sysfs-macros.h. */
static __maybe_unused DEVICE_ATTR_RO(a1);
static const DEVICE_ATTR_RO(a2);
static DEVICE_ATTR_RO(a3);
u8 glob;
static DEVICE_ATTR(a4, 0444, a4_show, NULL); static DEVICE_ATTR_RO(a5);
static SENSOR_DEVICE_ATTR(a6, S_IRUGO, show_x, NULL, (1 << 3) | 2);
static IIO_DEVICE_ATTR_NAMED(a7, a7.name, 0444, a7_show, NULL, 0);
static IIO_CONST_ATTR(a8, "1 2 " __stringify(3));
static BIN_ATTR(a9, 0444, a9_read, NULL, 64); static BIN_ATTR_RO(a10, 8);
static struct attribute *x_attrs[] = {
	&dev_attr_a1.attr,
	NULL
};
static const struct attribute_group x_group = {
	.attrs = x_attrs,
};
__ATTRIBUTE_GROUPS(x);
static DEVICE_ATTR_IGNORE_LOCKDEP(a11, 0444, a11_show, NULL);
static ssize_t f(struct device *dev, struct device_attribute *attr, char *buf)
{
	return sysfs_emit(buf, "%d\n", 1);
}
static struct platform_driver x_driver = { .driver = { .dev_groups = x_groups } };
module_platform_driver(x_driver);
