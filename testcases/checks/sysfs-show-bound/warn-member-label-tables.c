// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: %s of an entry of a table reached through a member that the
 * file points at a table of literals or at the board's own label table
 */
#include <linux/device.h>
#include <linux/hwmon-sysfs.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

struct board_labels {
	const char *const *temp_label;
};

struct superio_data {
	const char *const *temp_label;
	u8 temp_src[6];
};

static const char *const chip_temp_label[] = {
	"",
	"SYSTIN",
	"CPUTIN",
	"AUXTIN",
};

static ssize_t temp_label_show(struct device *dev,
			       struct device_attribute *attr, char *buf)
{
	struct superio_data *data = dev_get_drvdata(dev);
	int nr = to_sensor_dev_attr(attr)->index;

	return sprintf(buf, "%s\n", data->temp_label[data->temp_src[nr]]);	/* warn(sysfscheck): sysfs-show-bound "unbounded %s" -- the %s argument is an element of a 'const char *const *' member; which tables are stored in it (one of them not in this file) is a value fact */
}
static SENSOR_DEVICE_ATTR_RO(temp1_label, temp_label, 0);

static struct attribute *superio_attrs[] = {
	&sensor_dev_attr_temp1_label.dev_attr.attr,
	NULL,
};
ATTRIBUTE_GROUPS(superio);

static int superio_probe(struct platform_device *pdev)
{
	struct board_labels *board = dev_get_platdata(&pdev->dev);
	struct superio_data *data;

	data = devm_kzalloc(&pdev->dev, sizeof(*data), GFP_KERNEL);
	if (!data)
		return -ENOMEM;
	if (board)
		data->temp_label = board->temp_label;
	else
		data->temp_label = chip_temp_label;
	platform_set_drvdata(pdev, data);
	return 0;
}

static struct platform_driver superio_driver = {
	.driver = {
		.name = "superio",
		.dev_groups = superio_groups,
	},
	.probe = superio_probe,
};
module_platform_driver(superio_driver);
MODULE_LICENSE("GPL");
