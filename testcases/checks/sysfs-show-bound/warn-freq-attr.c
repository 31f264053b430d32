// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: cpufreq's struct freq_attr, an attribute type of the
 * subsystem's own declared in a header (its sysfs_ops are in cpufreq.c):
 * learned by its shape, its show()s are checked. The file names nothing
 * else of the API: the prefilter knows the type's tag from the model.
 * check-options: --prefilter
 */
#include <linux/cpufreq.h>
#include <linux/kernel.h>
#include <linux/module.h>

unsigned int nr_states;
static unsigned int state_khz[64];

static ssize_t show_states(struct cpufreq_policy *policy, char *buf)
{
	ssize_t n = 0;
	unsigned int i;

	for (i = 0; i < nr_states; i++)
		n += sprintf(buf + n, "%u ", state_khz[i]);	/* warn(sysfscheck): sysfs-show-bound "show() 'show_states'" -- the callback belongs to a driver's own attribute type, known by its shape and its sysfs_ops' conversion, which the rule does not read */
	return n;
}
cpufreq_freq_attr_ro(states);

static ssize_t show_count(struct cpufreq_policy *policy, char *buf)
{
	return sysfs_emit(buf, "%u\n", nr_states);
}
cpufreq_freq_attr_ro(count);

struct freq_attr *demo_attrs[] = {
	&states,
	&count,
	NULL,
};
MODULE_LICENSE("GPL");
