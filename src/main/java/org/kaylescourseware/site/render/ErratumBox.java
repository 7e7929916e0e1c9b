package org.kaylescourseware.site.render;

import java.util.function.UnaryOperator;
import org.kaylescourseware.claim.CheckedClaim;
import org.kaylescourseware.claim.Erratum;

/**
 * What an erratum box shows, the same in every lesson: where a source says something, what it
 * says, what the computation finds instead, and the check that found it (which runs at every
 * build). Partials display it with the macro {@code erratum} of {@code lib/boxes.ftl}. Made here,
 * and only here, from an {@link Erratum} or a {@link CheckedClaim}.
 */
public record ErratumBox(String title, RichText source, RichText claim, RichText correction, RichText check) {

    /**
     * The box of {@code erratum}: {@code source} says where the source says it, {@code typeset} turns
     * the printed claim and the correction into the page's text (math for formulas), {@code check}
     * says how the checks were made.
     */
    public static ErratumBox of(Erratum erratum, String source, UnaryOperator<String> typeset, String check) {
        return of(erratum.title(), source, typeset.apply(erratum.claim()), typeset.apply(erratum.correction()), check);
    }

    /**
     * The box of a claim decided by one computation, shown whether it held or not: its statement as
     * the claim, what the computation found as the correction, what was compared as the check.
     */
    public static ErratumBox of(CheckedClaim claim, String source) {
        return of(claim.name(), source, claim.statement(), claim.evidence(), claim.compared());
    }

    private static ErratumBox of(String title, String source, String claim, String correction, String check) {
        return new ErratumBox(title, RichText.of(source), RichText.of(claim), RichText.of(correction),
                RichText.of(check));
    }
}
