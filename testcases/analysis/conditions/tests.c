/*
 * The conditions that hold at a place: the branch of each enclosing if,
 * each "if (test) return;" passed in an enclosing block; forgotten on a
 * store to what they read, and at a label.
 *
 * check-options: --debug-analysis
 */
#include "../probes.h"

struct dev {
	int count;
};

int get(struct dev *d);

int branches(int len, int ret)
{
	if (len >= 4096)
		return -27;
	__sysfscheck_conditions();		// warn: sysfs-analysis "conditions: !(len >= 4096)"
	__sysfscheck_upper(len);		// warn: sysfs-analysis "upper: 4095"
	__sysfscheck_guard();			// warn: sysfs-analysis "guard: none"
	if (ret < 0) {
		__sysfscheck_negative(ret);	// warn: sysfs-analysis "negative: yes"
		__sysfscheck_tested(ret);	// warn: sysfs-analysis "tested: yes"
		__sysfscheck_guard();		// warn: sysfs-analysis "guard: ret < 0"
		return ret;
	} else {
		__sysfscheck_negative(ret);	// warn: sysfs-analysis "negative: no"
		__sysfscheck_guard();		// warn: sysfs-analysis "guard: !(ret < 0)"
		__sysfscheck_conditions();	// warn: sysfs-analysis "conditions: !(len >= 4096); !(ret < 0)"
	}
	if (len < 100 && ret > 2)
		__sysfscheck_upper(len);	// warn: sysfs-analysis "upper: 99"
	if (ret >= 0 || len > 10)
		return 0;
	__sysfscheck_negative(ret);		// warn: sysfs-analysis "negative: yes"
	return len;
}

int forgotten(struct dev *d, int len, int *p)
{
	if (len >= 4096 || d->count > 8)
		return -27;
	__sysfscheck_conditions();		// warn: sysfs-analysis "conditions: !(len >= 4096); !(d->count > 8)"
	*p = 0;
	/* A store through a pointer may change d->count, not len. */
	__sysfscheck_upper(len);		// warn: sysfs-analysis "upper: 4095"
	__sysfscheck_conditions();		// warn: sysfs-analysis "conditions: !(len >= 4096)"
	len = get(d);
	__sysfscheck_upper(len);		// warn: sysfs-analysis "upper: none"
	return len;
}

int joined(int len, int n)
{
	{
		if (len > 10)
			return 0;
		__sysfscheck_upper(len);	// warn: sysfs-analysis "upper: 10"
	}
	/* The block's test holds only inside it. */
	__sysfscheck_upper(len);		// warn: sysfs-analysis "upper: none"
	if (len > 20)
		return 0;
	if (n)
		goto out;
	n = 1;
out:
	__sysfscheck_upper(len);		// warn: sysfs-analysis "upper: none"
	return n;
}

/*
 * A block of more than one list node (13 statements in sparse's lists):
 * only the statements before the place have run, however many follow.
 */
int long_block(int len, int a)
{
	if (len > 64)
		return -22;
	__sysfscheck_upper(len);		// warn: sysfs-analysis "upper: 64"
	a++;
	a++;
	a++;
	a++;
	a++;
	a++;
	a++;
	a++;
	a++;
	a++;
	a++;
	a++;
	len = get((struct dev *)0);
	if (len > 8)
		return -22;
	return len + a;
}
