// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: the store() returns what a helper returns, which returns
 * what regmap_update_bits() returns: 0 on success, two calls down
 */
#include <linux/bits.h>
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/regmap.h>
#include <linux/sysfs.h>

#define REG_CTRL	0x01
#define CTRL_MODE	GENMASK(2, 0)

struct pmic {
	struct regmap *map;
};

static int pmic_write_mode(struct pmic *pmic, unsigned int mode)
{
	return regmap_update_bits(pmic->map, REG_CTRL, CTRL_MODE, mode);
}

static int pmic_set_mode(struct pmic *pmic, unsigned int mode)
{
	if (mode > 5)
		return -EINVAL;
	return pmic_write_mode(pmic, mode);
}

static ssize_t mode_store(struct device *dev, struct device_attribute *attr,
			  const char *buf, size_t count)
{
	struct pmic *pmic = dev_get_drvdata(dev);
	unsigned int mode;
	int ret;

	ret = kstrtouint(buf, 0, &mode);
	if (ret)
		return ret;
	return pmic_set_mode(pmic, mode);	/* warn: sysfs-store-return "pmic_set_mode() returns, 0 on success" */
}
static DEVICE_ATTR_WO(mode);

static struct attribute *pmic_attrs[] = {
	&dev_attr_mode.attr,
	NULL,
};
ATTRIBUTE_GROUPS(pmic);
