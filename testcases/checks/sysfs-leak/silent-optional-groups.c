// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: optional groups created by constant index and removed in a
 * loop; optional files of a group's array removed with the whole group
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

static ssize_t in_show(struct device *dev, struct device_attribute *attr,
		       char *buf)
{
	return sysfs_emit(buf, "1200\n");
}
static DEVICE_ATTR(in4_input, 0444, in_show, NULL);
static DEVICE_ATTR(in8_input, 0444, in_show, NULL);
static DEVICE_ATTR(pwm1_freq, 0444, in_show, NULL);
static DEVICE_ATTR(pwm2_freq, 0444, in_show, NULL);

static struct attribute *in4_attrs[] = { &dev_attr_in4_input.attr, NULL };
static struct attribute *in8_attrs[] = { &dev_attr_in8_input.attr, NULL };

static const struct attribute_group optin_groups[] = {
	{ .attrs = in4_attrs },
	{ .attrs = in8_attrs },
};

static struct attribute *pwm_freq_attrs[] = {
	&dev_attr_pwm1_freq.attr,
	&dev_attr_pwm2_freq.attr,
	NULL,
};

static const struct attribute_group pwm_freq_group = {
	.attrs = pwm_freq_attrs,
};

struct chip {
	unsigned int has_in;
	unsigned int dc_mode;
};

static void chip_remove_files(struct device *dev)
{
	int i;

	for (i = 0; i < 2; i++)
		sysfs_remove_group(&dev->kobj, &optin_groups[i]);
	sysfs_remove_group(&dev->kobj, &pwm_freq_group);
}

static int chip_probe(struct platform_device *pdev)
{
	struct chip *chip = dev_get_platdata(&pdev->dev);
	int i, err;

	if (chip->has_in & 1) {
		err = sysfs_create_group(&pdev->dev.kobj, &optin_groups[0]);
		if (err)
			goto out;
	}
	if (chip->has_in & 2) {
		err = sysfs_create_group(&pdev->dev.kobj, &optin_groups[1]);
		if (err)
			goto out;
	}
	for (i = 0; i < 2; i++) {
		if (chip->dc_mode & (1 << i))
			continue;
		err = sysfs_create_file(&pdev->dev.kobj, pwm_freq_attrs[i]);
		if (err)
			goto out;
	}
	return 0;
out:
	chip_remove_files(&pdev->dev);
	return err;
}

static int chip_remove(struct platform_device *pdev)
{
	chip_remove_files(&pdev->dev);
	return 0;
}

static struct platform_driver chip_driver = {
	.probe = chip_probe,
	.remove = chip_remove,
	.driver = {
		.name = "demo-chip",
	},
};
module_platform_driver(chip_driver);
MODULE_LICENSE("GPL");
