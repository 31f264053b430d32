// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a library function exported to other modules leaves its
 * engine group behind when the device's own group fails: its callers in
 * the chip drivers cannot know what it made, so its error path is judged
 * here (leds-lp55xx-common's lp55xx_register_sysfs() in Linux 6.1)
 */
#include <linux/device.h>
#include <linux/export.h>
#include <linux/i2c.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct demo_chip_config {
	const struct attribute_group *dev_attr_group;
	int engines;
};

struct demo_chip {
	struct i2c_client *cl;
	struct demo_chip_config *cfg;
	int engine_mode;
};

static ssize_t engine_mode_show(struct device *dev,
				struct device_attribute *attr, char *buf)
{
	struct demo_chip *chip = dev_get_drvdata(dev);

	return sysfs_emit(buf, "%d\n", chip->engine_mode);
}
static DEVICE_ATTR_RO(engine_mode);

static struct attribute *demo_engine_attrs[] = {
	&dev_attr_engine_mode.attr,
	NULL,
};

static const struct attribute_group demo_engine_attr_group = {
	.attrs = demo_engine_attrs,
};

int demo_register_sysfs(struct demo_chip *chip)
{
	struct device *dev = &chip->cl->dev;
	struct demo_chip_config *cfg = chip->cfg;
	int ret;

	if (!cfg->engines)
		goto dev_specific_attrs;

	ret = sysfs_create_group(&dev->kobj, &demo_engine_attr_group);	/* warn(sysfscheck): sysfs-leak "demo_register_sysfs() fails" -- the rule reports nothing in this file (scripts/sysfscheck-cocci --rule=sysfs-leak); the function is exported, no probe or module init of this file calls it */
	if (ret)
		return ret;

dev_specific_attrs:
	return cfg->dev_attr_group ?
		sysfs_create_group(&dev->kobj, cfg->dev_attr_group) : 0;
}
EXPORT_SYMBOL_GPL(demo_register_sysfs);

void demo_unregister_sysfs(struct demo_chip *chip)
{
	struct device *dev = &chip->cl->dev;
	struct demo_chip_config *cfg = chip->cfg;

	if (cfg->dev_attr_group)
		sysfs_remove_group(&dev->kobj, cfg->dev_attr_group);
	sysfs_remove_group(&dev->kobj, &demo_engine_attr_group);
}
EXPORT_SYMBOL_GPL(demo_unregister_sysfs);

MODULE_LICENSE("GPL");
