/*
 * A parent assigned before registration: kobject_init_and_add() takes it
 * as its third argument (NULL there would move the directory to the top
 * of /sys). The uevent kobject_register() sent is sent after a successful
 * add; after a failed one the container's kfree() becomes kobject_put().
 */
static int __init inner_init(void)
{
	int err;

	inner.parent = &outer;
	kobject_set_name(&inner, "inner");
	inner.ktype = &inner_ktype;
	err = kobject_register(&inner);
	if (err)
		return err;
	chip->kobj.ktype = &chip_ktype;
	chip->kobj.parent = &inner;
	kobject_set_name(&chip->kobj, "chip%d", chip->id);
	err = kobject_register(&chip->kobj);
	if (err) {
		pr_err("chip: cannot register\n");
		kfree(chip);
		kobject_unregister(&inner);
	}
	return err;
}
