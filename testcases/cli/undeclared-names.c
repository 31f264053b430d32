/*
 * Found by fuzzing: undeclared names where the sysfs API wants an object
 * or an attribute (sysfs-leak crashed on them).
 */
#include <linux/device.h>
#include <linux/sysfs.h>

static int demo_probe(struct device *dev)
{
	return sysfs_create_file(&dev->kobj, &dev_attr_missing.attr);
}

static int demo_probe2(struct device *dev)
{
	return sysfs_create_file(&missing_dev->kobj, missing_attr);
}

static const struct attribute_group demo_group = {
	.attrs = missing_attrs,
};

static void demo_remove(struct device *dev)
{
	sysfs_remove_group(&dev->kobj, &demo_group);
}

static int demo_probe3(struct device *dev)
{
	return sysfs_create_group(&dev->kobj, &missing_group);
}

static struct device_attribute *demo_hook = &dev_attr_gone;

static ssize_t demo_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	return sprintf(buf, "%s\n", *missing_table);
}
