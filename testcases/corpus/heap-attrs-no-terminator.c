// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: the attribute list is built at probe time, one entry per
 * channel, with no room left for the NULL terminator. The array exists
 * only on the heap, so only the run shows it.
 *
 * scenario:
 *	load
 *	ls /sys/devices/platform/adc8
 *	cat /sys/devices/platform/adc8/in0
 *	rm
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

#define NR_CHANNELS 4

static ssize_t in_show(struct device *dev, struct device_attribute *attr,
		       char *buf)
{
	return sysfs_emit(buf, "%d\n", (attr->attr.name[2] - '0') * 100);
}

static struct device_attribute channel_attrs[NR_CHANNELS] = {
	__ATTR(in0, 0444, in_show, NULL),
	__ATTR(in1, 0444, in_show, NULL),
	__ATTR(in2, 0444, in_show, NULL),
	__ATTR(in3, 0444, in_show, NULL),
};

static struct attribute_group adc_group;

static int adc_probe(struct platform_device *pdev)
{
	struct attribute **attrs;
	int i;

	attrs = kcalloc(NR_CHANNELS, sizeof(*attrs), GFP_KERNEL);	/* runtime(only): sysfs-attr-terminator -- the array is allocated with kcalloc() at probe time; the static engines check arrays defined in the source, not heap memory filled in a loop */
	if (!attrs)
		return -ENOMEM;
	for (i = 0; i < NR_CHANNELS; i++)
		attrs[i] = &channel_attrs[i].attr;
	adc_group.attrs = attrs;
	return device_add_group(&pdev->dev, &adc_group);
}

static int adc_remove(struct platform_device *pdev)
{
	device_remove_group(&pdev->dev, &adc_group);
	kfree(adc_group.attrs);
	return 0;
}

static struct platform_driver adc_driver = {
	.probe = adc_probe,
	.remove = adc_remove,
	.driver = {
		.name = "adc8",
	},
};
module_platform_driver(adc_driver);
MODULE_LICENSE("GPL");
