// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a table of firmware values whose files get their mode in
 * probe(), from what the firmware supports (sony-laptop and nct6683 in
 * Linux 6.1 do this): the declared modes are placeholders
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

struct fw_value {
	const char *method;
	bool writable;
	struct device_attribute devattr;
};

static ssize_t fw_value_show(struct device *dev,
			     struct device_attribute *attr, char *buf)
{
	return sysfs_emit(buf, "0\n");
}

static ssize_t fw_value_store(struct device *dev,
			      struct device_attribute *attr,
			      const char *buf, size_t count)
{
	return count;
}

static struct fw_value fw_values[] = {
	{ "GBRT", true, __ATTR(brightness_default, 0, fw_value_show, fw_value_store) },
	{ "GCDP", false, __ATTR(cdpower, 0, fw_value_show, fw_value_store) },
	{ "GLID", false, __ATTR(lidstate, 0444, fw_value_show, fw_value_store) },
};

static int fw_values_probe(struct platform_device *pdev)
{
	int i, err;

	for (i = 0; i < ARRAY_SIZE(fw_values); i++) {
		struct fw_value *v = &fw_values[i];

		sysfs_attr_init(&v->devattr.attr);
		v->devattr.attr.mode = v->writable ? 0644 : 0444;
		err = device_create_file(&pdev->dev, &v->devattr);
		if (err)
			goto undo;
	}
	return 0;
undo:
	while (--i >= 0)
		device_remove_file(&pdev->dev, &fw_values[i].devattr);
	return err;
}

static struct platform_driver fw_values_driver = {
	.probe = fw_values_probe,
	.driver = {
		.name = "fw_values",
	},
};
module_platform_driver(fw_values_driver);
MODULE_LICENSE("GPL");
