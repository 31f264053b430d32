// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: probe() creates files whose attributes a macro of the
 * driver defines without static and its header declares; remove() calls
 * a function of the driver's other file (lamp_teardown()), which can name
 * them and removes them (esas2r_main.c's ESAS2R_RW_BIN_ATTR(),
 * esas2r_remove() calling esas2r_kill_adapter() of esas2r_init.c, Linux
 * 6.1). The rule sees neither the header nor the names the macro pastes:
 * what tells it is that no attribute is static here and that the
 * teardown hands off to its driver
 */
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

#include "shared-lamp-attrs.h"

#define LAMP_ATTR(_name)						\
static ssize_t _name##_show(struct device *dev,				\
			    struct device_attribute *attr, char *buf)	\
{									\
	struct lamp *l = dev_get_drvdata(dev);				\
									\
	return sysfs_emit(buf, "%d\n", l->_name);			\
}									\
struct device_attribute dev_attr_##_name = __ATTR_RO(_name)

LAMP_ATTR(level);
LAMP_ATTR(hours);

static int lamp_probe(struct platform_device *pdev)
{
	struct lamp *l;

	l = devm_kzalloc(&pdev->dev, sizeof(*l), GFP_KERNEL);
	if (!l)
		return -ENOMEM;
	platform_set_drvdata(pdev, l);
	if (device_create_file(&pdev->dev, &dev_attr_level))
		dev_warn(&pdev->dev, "no level file\n");
	if (device_create_file(&pdev->dev, &dev_attr_hours))
		dev_warn(&pdev->dev, "no hours file\n");
	return 0;
}

static int lamp_remove(struct platform_device *pdev)
{
	lamp_teardown(pdev);
	return 0;
}

static struct platform_driver lamp_driver = {
	.driver = {
		.name = "lamp",
	},
	.probe = lamp_probe,
	.remove = lamp_remove,
};
module_platform_driver(lamp_driver);

MODULE_LICENSE("GPL");
