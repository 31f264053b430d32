// SPDX-License-Identifier: MIT
/// kobject_register() and kobject_unregister() went away in Linux 2.6.25.
/// A kobject that was named with kobject_set_name(), given its ktype by
/// assignment and registered with kobject_register() is initialised and
/// added in one call, kobject_init_and_add(kobj, ktype, NULL, name...),
/// which takes the name and the ktype as arguments (a kset assigned
/// before stays: with no parent the kobject still goes in its kset).
/// kobject_unregister() becomes kobject_put(), which deletes the kobject
/// from sysfs when it drops the last reference and calls the ktype's
/// release(). A kobject registered without a ktype is left alone here
/// (see kobject-create.cocci).
///
// Confidence: High
// Options: --no-includes --include-headers
// Keywords: kobject_register, kobject_unregister, kobject_init_and_add, kobject_put

virtual patch

@reg depends on patch@
expression K, T;
expression list N;
@@

(
-	kobject_set_name(&K, N);
	...
-	K.ktype = T;
|
-	K.ktype = T;
	...
-	kobject_set_name(&K, N);
)
	...
-	kobject_register(&K)
+	kobject_init_and_add(&K, T, NULL, N)

@depends on patch@
expression K;
@@

-	kobject_unregister(K)
+	kobject_put(K)
