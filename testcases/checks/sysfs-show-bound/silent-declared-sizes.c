// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: sizes and counts the declarations give: sizeof(), ARRAY_SIZE() of a member, byte members
 *
 * edac_mc_sysfs.c: '%s\n' of a char[32] member into sizeof() of it plus
 * one; virtio.c features_show(): sizeof() a u64 member times 8 runs of
 * '%c'; pcf50633-core.c: 'n += sizeof(dump)' up to 256 over a local
 * u8[16], each line '%*ph' of sizeof(dump) bytes; mxs-lradc-adc.c: a loop
 * over ARRAY_SIZE() of a row of a two-dimensional member; myrs.c
 * firmware_show(): '%d.%02d-%02d\n' of three u8 members into 16 bytes.
 * Each text fits its size, the sums fit the page.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct scale {
	unsigned int integer;
	unsigned int nano;
};

struct ctlr_info {
	u8 fw_major;
	u8 fw_minor;
	u8 fw_turn;
};

struct demo {
	char label[32];
	u64 features;
	struct scale scale_avail[8][2];
	struct ctlr_info *info;
	u8 regs[256];
};

static ssize_t label_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct demo *d = dev_get_drvdata(dev);

	return snprintf(buf, sizeof(d->label) + 1, "%s\n", d->label);
}
static DEVICE_ATTR_RO(label);

static ssize_t features_show(struct device *dev,
			     struct device_attribute *attr, char *buf)
{
	struct demo *d = dev_get_drvdata(dev);
	unsigned int i;
	ssize_t len = 0;

	for (i = 0; i < sizeof(d->features) * 8; i++)
		len += sprintf(buf + len, "%c", d->features & (1ULL << i) ? '1' : '0');
	len += sprintf(buf + len, "\n");
	return len;
}
static DEVICE_ATTR_RO(features);

static ssize_t regs_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct demo *d = dev_get_drvdata(dev);
	u8 dump[16];
	int n, n1;
	char *buf1 = buf;

	for (n = 0; n < 256; n += sizeof(dump)) {
		for (n1 = 0; n1 < sizeof(dump); n1++)
			dump[n1] = d->regs[n + n1];
		buf1 += sprintf(buf1, "%*ph\n", (int)sizeof(dump), dump);
	}
	return buf1 - buf;
}
static DEVICE_ATTR_RO(regs);

static ssize_t scale_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct demo *d = dev_get_drvdata(dev);
	int i, ch = 3, len = 0;

	for (i = 0; i < ARRAY_SIZE(d->scale_avail[ch]); i++)
		len += sprintf(buf + len, "%u.%09u ", d->scale_avail[ch][i].integer,
			       d->scale_avail[ch][i].nano);
	len += sprintf(buf + len, "\n");
	return len;
}
static DEVICE_ATTR_RO(scale);

static ssize_t firmware_show(struct device *dev,
			     struct device_attribute *attr, char *buf)
{
	struct demo *d = dev_get_drvdata(dev);

	return snprintf(buf, 16, "%d.%02d-%02d\n", d->info->fw_major,
			d->info->fw_minor, d->info->fw_turn);
}
static DEVICE_ATTR_RO(firmware);

static struct attribute *demo_attrs[] = {
	&dev_attr_label.attr,
	&dev_attr_features.attr,
	&dev_attr_regs.attr,
	&dev_attr_scale.attr,
	&dev_attr_firmware.attr,
	NULL,
};
ATTRIBUTE_GROUPS(demo);
MODULE_LICENSE("GPL");
