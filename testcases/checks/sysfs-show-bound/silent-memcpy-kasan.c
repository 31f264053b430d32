// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: memcpy() as x86 KASAN builds spell it, its size returned
 *
 * With CONFIG_KASAN, arch/x86/include/asm/string_64.h turns memcpy() into
 * __memcpy() for code the compiler does not instrument, which is how a
 * checker sees every file of an allmodconfig tree. ht16k33.c
 * map_seg_show(): "memcpy(buf, &priv->seg.map, priv->seg.map_size);
 * return priv->seg.map_size;" returns the size it copied.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

void *__memcpy(void *to, const void *from, size_t len);

struct segment_map {
	u8 map[128];
	unsigned int map_size;
};

static ssize_t map_seg_show(struct device *dev, struct device_attribute *attr,
			    char *buf)
{
	struct segment_map *seg = dev_get_drvdata(dev);

	__memcpy(buf, seg->map, seg->map_size);
	return seg->map_size;
}
static DEVICE_ATTR_RO(map_seg);

static struct attribute *segment_map_attrs[] = {
	&dev_attr_map_seg.attr,
	NULL,
};
ATTRIBUTE_GROUPS(segment_map);
MODULE_LICENSE("GPL");
