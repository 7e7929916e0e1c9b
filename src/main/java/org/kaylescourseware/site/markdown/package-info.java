/**
 * Markdown for lessons: flexmark with the extensions the course uses (tables, heading anchors,
 * GitLab math, solver directives), and the JBake markup engine that bakes lessons with it.
 */
package org.kaylescourseware.site.markdown;
