package org.kaylescourseware.site.render;

/**
 * What an erratum box shows, the same in every lesson: where a source says something, what it
 * says, what the computation finds instead, and the check that found it (which runs at every
 * build). Partials display it with the macro {@code erratum} of {@code lib/boxes.ftl}.
 */
public record ErratumBox(String title, RichText source, RichText claim, RichText correction, RichText check) {

    public static ErratumBox of(String title, String source, String claim, String correction, String check) {
        return new ErratumBox(title, RichText.of(source), RichText.of(claim), RichText.of(correction),
                RichText.of(check));
    }
}
