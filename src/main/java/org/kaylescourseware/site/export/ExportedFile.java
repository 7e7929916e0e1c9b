package org.kaylescourseware.site.export;

/** One file an export writes: its name in the output folder and its bytes. */
public record ExportedFile(String name, byte[] bytes) {
}
