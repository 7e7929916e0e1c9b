/**
 * Previewing the site while writing: a static file server on the loopback interface and a watcher
 * that rebuilds when a file under {@code content/} or {@code templates/} changes.
 */
package org.kaylescourseware.site.preview;
