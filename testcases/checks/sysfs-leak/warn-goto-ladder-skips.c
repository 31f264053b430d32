// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: the goto ladder jumps past the label that removes the group
 */
#include <linux/device.h>
#include <linux/interrupt.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

static ssize_t count_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	return sysfs_emit(buf, "0\n");
}
static DEVICE_ATTR_RO(count);

static struct attribute *counter_attrs[] = {
	&dev_attr_count.attr,
	NULL,
};

static const struct attribute_group counter_group = {
	.attrs = counter_attrs,
};

static irqreturn_t counter_irq(int irq, void *data)
{
	return IRQ_HANDLED;
}

static int counter_probe(struct platform_device *pdev)
{
	int irq, err;

	irq = platform_get_irq(pdev, 0);
	if (irq < 0)
		return irq;
	err = sysfs_create_group(&pdev->dev.kobj, &counter_group);	/* warn: sysfs-leak "group 'counter_group' created here is not removed when counter_probe() fails" */
	if (err)
		return err;
	err = request_irq(irq, counter_irq, 0, "counter", pdev);
	if (err)
		goto out;
	return 0;

out_group:
	sysfs_remove_group(&pdev->dev.kobj, &counter_group);
out:
	return err;
}

static int counter_remove(struct platform_device *pdev)
{
	free_irq(platform_get_irq(pdev, 0), pdev);
	sysfs_remove_group(&pdev->dev.kobj, &counter_group);
	return 0;
}

static struct platform_driver counter_driver = {
	.probe = counter_probe,
	.remove = counter_remove,
	.driver = {
		.name = "demo-counter",
	},
};
module_platform_driver(counter_driver);
MODULE_LICENSE("GPL");
