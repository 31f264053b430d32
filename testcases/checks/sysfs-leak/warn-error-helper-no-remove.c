// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: the error path calls a helper of the file that only stops
 * the chip: the file stays
 *
 * The unwind helper counts as removing only when it (or a function of the
 * file it calls) removes an entry or puts a kobject.
 */
#include <linux/device.h>
#include <linux/err.h>
#include <linux/hwmon.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

struct chip {
	struct device *hwmon;
	int enabled;
};

static ssize_t level_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	return sysfs_emit(buf, "0\n");
}
static DEVICE_ATTR_RO(level);

static void chip_stop(struct chip *chip)
{
	chip->enabled = 0;
}

static int chip_probe(struct platform_device *pdev)
{
	struct chip *chip;
	int err;

	chip = devm_kzalloc(&pdev->dev, sizeof(*chip), GFP_KERNEL);
	if (!chip)
		return -ENOMEM;
	platform_set_drvdata(pdev, chip);
	chip->enabled = 1;

	err = device_create_file(&pdev->dev, &dev_attr_level);	/* warn: sysfs-leak */
	if (err)
		goto stop;

	err = platform_get_irq(pdev, 0);
	if (err < 0)
		goto stop;
	chip->hwmon = hwmon_device_register(&pdev->dev);
	if (IS_ERR(chip->hwmon)) {
		err = PTR_ERR(chip->hwmon);
		goto stop;
	}
	return 0;

stop:
	chip_stop(chip);
	return err;
}

static int chip_remove(struct platform_device *pdev)
{
	struct chip *chip = platform_get_drvdata(pdev);

	hwmon_device_unregister(chip->hwmon);
	device_remove_file(&pdev->dev, &dev_attr_level);
	chip_stop(chip);
	return 0;
}

static struct platform_driver chip_driver = {
	.driver = {
		.name = "demo-chip-stop",
	},
	.probe = chip_probe,
	.remove = chip_remove,
};
module_platform_driver(chip_driver);
MODULE_LICENSE("GPL");
