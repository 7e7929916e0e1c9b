/**
 * Publishing output folders whole: a site or a worksheet folder is staged beside its place and
 * swapped in with one atomic rename, and only a folder the program published itself is ever
 * replaced.
 */
package org.kaylescourseware.site.publish;
