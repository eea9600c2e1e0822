
<div id="impressum">
    <div class="container">
        <div class="row">
            <div class="col">
                <h1 class="mb-0">Impressum</h1>
                <p>
                    Musica Altona e.V. <br>
                    Hospitalstraße 111 <br>
                    im August Lütgens Park <br>
                    (im Haus 7) 22767 Hamburg
                </p>
                <h2 class="mb-0">Spendenkonto:</h2>
                <p>
                    IBAN: DE05 2005 0550 1268 1123 70 <br>
                    bei der Hamburger Sparkasse <br>
                    Bankleitzahl: 200 505 50 <br>
                    (BIC: HASPDEHHXXX)
                </p>
                <h2 class="mb-0">Vorstand:</h2>
                <p>
                    Bethina Walbaum <br>
                    Patricia Renz <br>
                    Marion Wolf-Dietrich
                </p>
                <h2>Disclaimer:</h2>

                <h2 class="mb-0">Haftungsausschluss</h2>
                <p>
                    Diese Webseite enthält Links zu externen Webseiten Dritter, auf deren Inhalte wir keinen Einfluss
                    haben. Deshalb können wir für diese fremden Inhalte auch keine Gewähr übernehmen. Für die Inhalte
                    der verlinkten Seiten ist stets der jeweilige Anbieter oder Betreiber der Seiten verantwortlich. Die
                    verlinkten Seiten wurden zum Zeitpunkt der Verlinkung auf mögliche Rechtsverstöße überprüft.
                    Rechtswidrige Inhalte waren zum Zeitpunkt der Verlinkung nicht erkennbar. Eine permanente
                    inhaltliche Kontrolle der verlinkten Seiten ist jedoch ohne konkrete Anhaltspunkte einer
                    Rechtsverletzung nicht zumutbar. Bei bekannt werden von Rechtsverletzungen werden wir derartige
                    Links umgehend entfernen.
                </p>

                <h2 class="mb-0">Realisierung der Webseite</h2>
                <p>
                    Dimitri Kogan <br>
                    <a href="mailto:dmitriy.kogan@di-ko.com">dmitriy.kogan@di-ko.com</a>
                </p>
                <h2 class="mb-0">Logo Kreationen und das Schriftdesign</h2>
                <p class="pb-md-5">
                    Anri Coza <br>
                </p>
            </div>
        </div>
    </div>
</div>

